# 主场骰行牌桌上的文字：记录、大字说明、提示、操作栏、记分板、桌面标签、计分表和结果。

# 提示：高手 AI 对自己会走的这一步的看法。$n 为模拟次数，$chance 为百分比。
hr-hint-expert = 把本轮模拟打到结束 { $n } 次，这样走的获胜概率约为 { $chance }%。

game-home-rows = 主场骰行
setup-blurb-home-rows = 每次掷一颗骰子，填满各行，让自己的主场行分数保持最低：总分最低者获胜。
setup-home-row = { $colour }色行

hr-colour-red = 红
hr-colour-yellow = 黄
hr-colour-green = 绿
hr-colour-blue = 蓝
hr-die = { $colour }色 { $value }
hr-side-left = 左边
hr-side-right = 右边
hr-counters = { $n } 枚筹码

hr-log-rolls = { $name } 掷出{ $die }。
hr-log-places = { $name } 把{ $die }放在{ $row }色行第 { $square } 格。
hr-log-places-home = { $name } 把{ $die }放在{ $row }色行第 { $square } 格（{ $owner } 的主场行）。
hr-log-takes-pot = { $name } 从奖池拿走 { $counters }。
hr-log-takes-from = { $name } 从 { $other } 那里拿走 { $counters }。
hr-log-takes-nothing = 奖池已空，两侧邻座也都没有骰子：{ $name } 什么也拿不到。
hr-log-trade = { $name } 强制交易：{ $value } 交给 { $to }，对方付出 { $counters }。
hr-log-passes = { $name } 手上没有骰子，跳过。
hr-log-trades-off = 连续十个回合无人放骰：本轮结束前不能再交易。
hr-log-round-over = 第 { $round } 轮结束。主场行得分：{ $list }。
hr-log-tie-break = 最低总分并列：再加赛一轮。
hr-log-round-start = 第 { $round } 轮（共 { $rounds } 轮）：由 { $name } 先开始。
hr-log-game-over = 游戏结束：{ $names } 以最低总分获胜。

hr-caption-puts = { $name } 把{ $die }放到{ $row }色行
hr-caption-from-pot = { $name }：从奖池 +{ $n }
hr-caption-from = { $name }：从 { $other } +{ $n }
hr-caption-trades = { $name } 把 { $value } 交易给 { $to }：+{ $n }

hr-prompt-rolls = { $name } 正在掷{ $colour }色骰子…
hr-prompt-choosing = { $name } 正在选骰子…
hr-prompt-roll = { $name }：点击你的一颗骰子来掷（按键 1–4）
hr-prompt-ai-rolled = { $name } 掷出了{ $die }…
hr-prompt-place = { $name }：把你的{ $die }放到亮起的格子上
hr-prompt-place-or-trade = { $name }：把你的{ $die }放到亮起的格子上，或强制交易
hr-square-taken = 这一格已被占用：请选亮起的格子。

hr-score-round = 第 { $round } / { $rounds } 轮 · 奖池 { $pot }
hr-score-round-trades-off = 第 { $round } / { $rounds } 轮 · 奖池 { $pot } · 暂停交易
hr-score-dice = 骰子
hr-score-counters = 筹码
hr-score-rows = 各轮
hr-score-total = 总分
hr-score-rule = 总分最低者获胜：主场行点数减去筹码。

hr-bar-roll = 掷一颗骰子：
hr-bar-die = { $colour } ×{ $held }  [{ $key }]
hr-bar-take-from = 筹码拿自：
hr-bar-take-side = { $side } { $name }（{ $n }）
hr-bar-trade = 交易给 { $name }（{ $side }）
hr-bar-click-square = 点击棋盘上亮起的格子放下骰子。

hr-plate = { $counters }  ·  总分 { $total }
hr-home-of = { $name } 的主场
hr-pot = 奖池 { $n }

hr-sheet-title = 计分表
hr-sheet-round = 第 { $n } 轮
hr-sheet-counters = 筹码
hr-sheet-total = 总分
hr-sheet-rule = 主场行点数减去手上的筹码；总分最低者获胜。
hr-results-wins = { $names } 以最低总分获胜！
hr-results-share = { $names } 以最低总分并列获胜！
hr-results-chart = 主场行得分逐轮累计

pad-hr-roll = 掷一颗{ $colour }色骰子
pad-hr-place = 放在{ $row }色行第 { $square } 格
pad-hr-place-from = 放在{ $row }色行第 { $square } 格，筹码拿自 { $name }（{ $side }）
pad-hr-trade = 和 { $name } 强制交易（{ $side }）
hr-seat-total = 目前总分：{ $total }
hr-seat-counters = 筹码：{ $n }
hr-seat-dice = 骰子：{ $list }
hr-seat-dice-of = { $colour } ×{ $n }
hr-seat-no-dice = 骰子：没有
hr-seat-home = 主场行（{ $colour }）目前：{ $score }
hr-seat-rounds = 各轮：{ $list }
hr-step-place = 放在{ $row }色行第 { $square } 格
hr-step-from = 筹码拿自 { $name }（{ $side }）

# 每个动作的结果，显示在动作旁边（手机按钮、电视操作栏悬停时、手柄光标）。
hr-outcome-die = { $held ->
    [1] 你最后一颗{ $colour }色骰子
   *[other] 你 { $held } 颗{ $colour }色骰子中的一颗
}
hr-outcome-roll-pot = 掷{ $die }；放下后按点数从奖池拿筹码（奖池还有 { $pot } 枚）
hr-outcome-roll-trade = 掷{ $die }；奖池已空：放下可从邻座拿筹码，也可以拿它强制交易
hr-outcome-roll-place = 掷{ $die }；奖池已空：放下可从邻座拿筹码
hr-outcome-roll-free-trade = 掷{ $die }；奖池已空，邻座也都没有骰子：放下什么也拿不到，强制交易或许能拿到
hr-outcome-roll-free = 掷{ $die }；奖池已空，邻座也都没有骰子：放下什么也拿不到
hr-outcome-pot = 从奖池拿走 { $counters }
hr-outcome-pot-last = 拿走奖池剩下的 { $counters }
hr-outcome-from = 从 { $other } 那里拿走 { $counters }
hr-outcome-from-all = 拿走 { $other } 仅有的 { $counters }
hr-outcome-from-none = 什么也拿不到：{ $other } 没有筹码
hr-outcome-nobody = 什么也拿不到：奖池已空，邻座也都没有骰子
hr-outcome-trade = 把你的 { $value } 交给 { $other }，从对方那里拿走 { $counters }
hr-outcome-trade-all = 把你的 { $value } 交给 { $other }，拿走对方仅有的 { $counters }
hr-outcome-trade-none = 把你的 { $value } 交给 { $other }，但对方没有筹码可付
hr-outcome-trade-nothing = 把你的 { $value } 白白交给 { $other }

# The rules' refusals as the player reads them (see en.ftl for the arguments).
hr-error-colour-count = 给了 { $given } 种颜色，但有 { $players } 名玩家：每个座位一种。
hr-error-colour-twice = { $colour }给了两个座位：每个座位要有自己的颜色。
hr-error-roll-first = 请先掷：每个回合从掷你的一颗骰子开始。
hr-error-already-rolled = 本回合你已经掷过了：请放下这颗骰子或拿它交换。
hr-error-no-die-of-colour = 你没有{ $colour }色骰子。
hr-error-no-square = 棋盘上没有这个格子。
hr-error-square-taken = 那个格子上已经有骰子了。
hr-error-from-required = 奖池空了：请选一位有骰子的邻座来拿取。
hr-error-pot-not-empty = 奖池里还有筹码：你从奖池拿取。
hr-error-neighbour-no-dice = 你{ $side }的玩家没有骰子：无法从他那里拿取。
hr-error-trade-with-pot = 奖池空了之后才能交换。
hr-error-trades-off = 本轮剩下的时间不能再交换：已经十个回合没有放下骰子。
