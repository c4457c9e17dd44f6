# 皇家赌场牌桌上的文字：提示、操作栏、大字说明、记录、横幅、记分板、轮小结。

# 提示：AI 难度对自己会走的这一步的看法。$chance 为百分比，$points 为以分计的估值，
# $keep 为每留下一颗骰子的价值。
rc-hint-expert = 据它估算，这样走之后你的获胜概率约为 { $chance }%。
rc-hint-expectimax = 本回合结束时的预期价值：{ $points } 分（你的分数，每留下一颗骰子加 { $keep } 分，再减去下一位玩家可能得到的分数）。

game-royal-casino = 皇家赌场
setup-blurb-royal-casino = 掷骰子，填满各行，赢取分数。
setup-beginner-face = 先用新手盘面

rc-prompt-throws = { $name } 掷骰中…
rc-prompt-ai-placing = { $name } 正在放骰子…
rc-prompt-ai-throw = { $name } 准备掷骰…
rc-prompt-throw = { $name }：掷骰子（空格键、“掷骰”按钮或点击骰盅）
rc-prompt-place-first = { $name }：把一颗发光的骰子放到亮起的格子上
rc-prompt-place-or-stop = { $name }：继续放骰子，或停手
rc-prompt-place-throw-stop = { $name }：继续放骰子、再掷一次（还剩 { $left } 次）或停手
rc-pay-one = { $v } 放在 { $row } 行要付 { $paid } 分
rc-outcome-gains = 完成 { $row } 行：+{ $points } 分
rc-outcome-open = { $row } 行：{ $squares } 格已填 { $filled } 格
rc-outcome-throw = 掷 { $dice } 颗骰子；{ $left ->
    [0] 之后不能再掷
   *[other] 之后还能掷 { $left } 次
}
rc-outcome-stop = { $dice ->
    [0] 结束你的回合
   *[other] 结束你的回合：没放的 { $dice } 颗骰子回到你手里
}
rc-pay-warning = 注意：{ $list }（会完成一条黑色行）。

rc-toast-undone = { $name } 收回了一颗骰子。
rc-toast-no-die-shows = 这一掷没有点数为 { $v } 的骰子。
rc-toast-fits-nowhere = 现在 { $v } 放不进任何一行：请选一颗发光的骰子。
rc-toast-no-die-fits-row = 这一掷没有骰子能放进 { $row } 行。
rc-toast-pick-first = 请先选骰子：点击它或按它的点数键。
rc-nothing-to-undo = 无可撤销：这一掷还没有骰子放上棋盘。
not-your-turn = 现在轮到 { $name }。

rc-bar-throw = 掷骰（空格）
rc-bar-onto-row = 放到
rc-bar-throw-again = 再掷一次（剩 { $left } 次）
rc-bar-stop = 停手 (S)
rc-bar-undo = 撤销 (U)

rc-caption-completes = { $name } 完成 { $row } 行：{ $delta }
rc-plate-settled = ✔ { $name } { $delta }
rc-next-face = 下一盘面：{ $face }

rc-log-gains = { $name } 完成 { $row } 行，得 { $points } 分。
rc-log-pays = { $name } 完成 { $row } 行，付出 { $points } 分。
rc-log-stops = { $name } 停手。
rc-log-no-fit = 没有骰子能放：{ $name } 的回合结束。
rc-log-all-placed = { $name } 放完了所有骰子：回合结束。
rc-log-throw-limit = { $name } 已掷 5 次：回合结束。
rc-log-round-end = { $name } 填满了最后一格！
rc-log-round-over = 第 { $round } 轮结束。重新发骰子。
rc-log-round-over-dead = 第 { $round } 轮结束（大家都没有骰子了）。重新发骰子。
rc-log-next-round = 第 { $next } 轮，盘面“{ $face }”：由 { $name } 先手。
rc-log-game-over = 游戏结束：{ $names } 获胜。
rc-log-throws-again = { $name } 再掷一次。
rc-log-places = { $name } 把 { $v } 放在 { $row } 行。
rc-log-throws = { $name } 掷出 { $values }。

rc-score-round = 第 { $round } 轮 · “{ $face }”
rc-score-target = 一轮结束时先达 { $target } 分者获胜
rc-score-points = 分数
rc-score-dice = 骰子

rc-summary-title = 第 { $round } 轮小结
rc-summary-none = 本轮没有完成任何一行。
rc-summary-gains = { $row } 行：{ $name } 得 { $points } 分
rc-summary-pays = { $row } 行：{ $name } 付出 { $points } 分
rc-summary-change = （本轮 { $change }）
rc-summary-ok = 好

pad-rc-throw = 掷骰子
pad-rc-throw-again = 再掷一次
pad-rc-place = 把 { $v } 放在 { $row } 行
pad-rc-stop = 停手
rc-seat-points = 分数：{ $points }
rc-seat-dice = 手上骰子：{ $dice }
rc-seat-throw = 第 { $n } / { $most } 次掷（剩 { $left } 次）
rc-seat-to-place = 要放的骰子：{ $values }
rc-step-place = 放一个 { $v }
rc-step-row = 放在 { $row } 行

# The standard faces' names.
rc-face-01a = 首夜
rc-face-01b = 幸运七
rc-face-02a = 绿呢桌
rc-face-02b = 豪客
rc-face-03a = 阶梯
rc-face-03b = 双桌
rc-face-04a = 午夜
rc-face-04b = 蛇眼
rc-face-05a = 满堂红
rc-face-05b = 长夜
rc-face-06a = 对子
rc-face-06b = 王冠
rc-face-07a = 冷门
rc-face-07b = 皇家赌场之夜
rc-face-08a = 安静角落
rc-face-08b = 压轴大戏

# The rules' refusals as the player reads them (see en.ftl for the arguments).
rc-error-empty-stack = 牌面堆是空的：请至少选一个牌面。
rc-error-stack-cannot-complete = 牌面堆里没有一个牌面能填满：每个的格子都多于场上的 { $dice } 颗骰子。
rc-error-throw-first = 请先掷：每个回合从掷骰开始。
rc-error-must-place = 这一掷有骰子能放上棋盘：再掷或停手之前请至少放一颗。
rc-error-throw-limit = 本回合已经掷了 { $throws } 次：请放下能放的骰子或停手。
rc-error-no-row = 棋盘上没有这一行。
rc-error-not-in-throw = 这一掷没有骰子是 { $value } 点。
rc-error-does-not-fit = { $value } 点放不进 { $row } 行：{ $why }。
rc-misfit-row-full = 那一行已经满了
rc-misfit-needs-pip = 下一格需要 { $value } 点
rc-misfit-red-differ = 红星必须不同于绿色的值 { $value }
rc-misfit-second-red = 第二颗红星和第一颗一样需要 { $value } 点
rc-misfit-star-needs = 星格需要 { $value } 点，即该行第一颗骰子的值
