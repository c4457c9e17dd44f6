# 皇家賭場牌桌上的文字：提示、操作列、大字說明、紀錄、橫幅、記分板、輪小結。

# 提示：AI 難度對自己會走的這一步的看法。$chance 為百分比，$points 為以分計的估值，
# $keep 為每留下一顆骰子的價值。
rc-hint-expert = 據它估算，這樣走之後你的獲勝機率約為 { $chance }%。
rc-hint-expectimax = 本回合結束時的預期價值：{ $points } 分（你的分數，每留下一顆骰子加 { $keep } 分，再減去下一位玩家可能得到的分數）。

game-royal-casino = 皇家賭場
setup-blurb-royal-casino = 擲骰子，填滿各行，贏取分數。
setup-beginner-face = 先用新手盤面

rc-prompt-throws = { $name } 擲骰中…
rc-prompt-ai-placing = { $name } 正在放骰子…
rc-prompt-ai-throw = { $name } 準備擲骰…
rc-prompt-throw = { $name }：擲骰子（空白鍵、「擲骰」按鈕或點骰盅）
rc-prompt-place-first = { $name }：把一顆發光的骰子放到亮起的格子上
rc-prompt-place-or-stop = { $name }：繼續放骰子，或停手
rc-prompt-place-throw-stop = { $name }：繼續放骰子、再擲一次（還剩 { $left } 次）或停手
rc-pay-one = { $v } 放在 { $row } 行要付 { $paid } 分
rc-outcome-gains = 完成 { $row } 行：+{ $points } 分
rc-outcome-open = { $row } 行：{ $squares } 格已填 { $filled } 格
rc-outcome-throw = 擲 { $dice } 顆骰子；{ $left ->
    [0] 之後不能再擲
   *[other] 之後還能擲 { $left } 次
}
rc-outcome-stop = { $dice ->
    [0] 結束你的回合
   *[other] 結束你的回合：沒放的 { $dice } 顆骰子回到你手裡
}
rc-pay-warning = 注意：{ $list }（會完成一條黑色行）。

rc-toast-undone = { $name } 收回了一顆骰子。
rc-toast-no-die-shows = 這一擲沒有點數為 { $v } 的骰子。
rc-toast-fits-nowhere = 現在 { $v } 放不進任何一行：請選一顆發光的骰子。
rc-toast-no-die-fits-row = 這一擲沒有骰子能放進 { $row } 行。
rc-toast-pick-first = 請先選骰子：點它或按它的點數鍵。
rc-nothing-to-undo = 無法復原：這一擲還沒有骰子放上棋盤。
not-your-turn = 現在輪到 { $name }。

rc-bar-throw = 擲骰（空白鍵）
rc-bar-onto-row = 放到
rc-bar-throw-again = 再擲一次（剩 { $left } 次）
rc-bar-stop = 停手 (S)
rc-bar-undo = 復原 (U)

rc-caption-completes = { $name } 完成 { $row } 行：{ $delta }
rc-plate-settled = ✔ { $name } { $delta }
rc-next-face = 下一盤面：{ $face }

rc-log-gains = { $name } 完成 { $row } 行，得 { $points } 分。
rc-log-pays = { $name } 完成 { $row } 行，付出 { $points } 分。
rc-log-stops = { $name } 停手。
rc-log-no-fit = 沒有骰子能放：{ $name } 的回合結束。
rc-log-all-placed = { $name } 放完了所有骰子：回合結束。
rc-log-throw-limit = { $name } 已擲 5 次：回合結束。
rc-log-round-end = { $name } 填滿了最後一格！
rc-log-round-over = 第 { $round } 輪結束。重新發骰子。
rc-log-round-over-dead = 第 { $round } 輪結束（大家都沒有骰子了）。重新發骰子。
rc-log-next-round = 第 { $next } 輪，盤面「{ $face }」：由 { $name } 先手。
rc-log-game-over = 遊戲結束：{ $names } 獲勝。
rc-log-throws-again = { $name } 再擲一次。
rc-log-places = { $name } 把 { $v } 放在 { $row } 行。
rc-log-throws = { $name } 擲出 { $values }。

rc-score-round = 第 { $round } 輪 · 「{ $face }」
rc-score-target = 一輪結束時先達 { $target } 分者獲勝
rc-score-points = 分數
rc-score-dice = 骰子

rc-summary-title = 第 { $round } 輪小結
rc-summary-none = 本輪沒有完成任何一行。
rc-summary-gains = { $row } 行：{ $name } 得 { $points } 分
rc-summary-pays = { $row } 行：{ $name } 付出 { $points } 分
rc-summary-change = （本輪 { $change }）
rc-summary-ok = 好

pad-rc-throw = 擲骰子
pad-rc-throw-again = 再擲一次
pad-rc-place = 把 { $v } 放在 { $row } 行
pad-rc-stop = 停手
rc-seat-points = 分數：{ $points }
rc-seat-dice = 手上骰子：{ $dice }
rc-seat-throw = 第 { $n } / { $most } 次擲（剩 { $left } 次）
rc-seat-to-place = 要放的骰子：{ $values }
rc-step-place = 放一個 { $v }
rc-step-row = 放在 { $row } 行

# The standard faces' names.
rc-face-01a = 首夜
rc-face-01b = 幸運七
rc-face-02a = 綠呢桌
rc-face-02b = 豪客
rc-face-03a = 階梯
rc-face-03b = 雙桌
rc-face-04a = 午夜
rc-face-04b = 蛇眼
rc-face-05a = 滿堂紅
rc-face-05b = 長夜
rc-face-06a = 對子
rc-face-06b = 王冠
rc-face-07a = 冷門
rc-face-07b = 皇家賭場之夜
rc-face-08a = 安靜角落
rc-face-08b = 壓軸大戲

# The rules' refusals as the player reads them (see en.ftl for the arguments).
rc-error-empty-stack = 牌面堆是空的：請至少選一個牌面。
rc-error-stack-cannot-complete = 牌面堆裡沒有一個牌面能填滿：每個的格子都多於場上的 { $dice } 顆骰子。
rc-error-throw-first = 請先擲：每個回合從擲骰開始。
rc-error-must-place = 這一擲有骰子能放上棋盤：再擲或停手之前請至少放一顆。
rc-error-throw-limit = 本回合已經擲了 { $throws } 次：請放下能放的骰子或停手。
rc-error-no-row = 棋盤上沒有這一行。
rc-error-not-in-throw = 這一擲沒有骰子是 { $value } 點。
rc-error-does-not-fit = { $value } 點放不進 { $row } 行：{ $why }。
rc-misfit-row-full = 那一行已經滿了
rc-misfit-needs-pip = 下一格需要 { $value } 點
rc-misfit-red-differ = 紅星必須不同於綠色的值 { $value }
rc-misfit-second-red = 第二顆紅星和第一顆一樣需要 { $value } 點
rc-misfit-star-needs = 星格需要 { $value } 點，即該行第一顆骰子的值
