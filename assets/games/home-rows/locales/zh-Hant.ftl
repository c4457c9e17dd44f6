# 主場骰行牌桌上的文字：紀錄、大字說明、提示、操作列、記分板、桌面標籤、計分表和結果。

# 提示：高手 AI 對自己會走的這一步的看法。$n 為模擬次數，$chance 為百分比。
hr-hint-expert = 把本輪模擬打到結束 { $n } 次，這樣走的獲勝機率約為 { $chance }%。

game-home-rows = 主場骰行
setup-blurb-home-rows = 每次擲一顆骰子，填滿各行，讓自己的主場行分數保持最低：總分最低者獲勝。
setup-home-row = { $colour }色行

hr-colour-red = 紅
hr-colour-yellow = 黃
hr-colour-green = 綠
hr-colour-blue = 藍
hr-die = { $colour }色 { $value }
hr-side-left = 左邊
hr-side-right = 右邊
hr-counters = { $n } 枚籌碼

hr-log-rolls = { $name } 擲出{ $die }。
hr-log-places = { $name } 把{ $die }放在{ $row }色行第 { $square } 格。
hr-log-places-home = { $name } 把{ $die }放在{ $row }色行第 { $square } 格（{ $owner } 的主場行）。
hr-log-takes-pot = { $name } 從獎池拿走 { $counters }。
hr-log-takes-from = { $name } 從 { $other } 那裡拿走 { $counters }。
hr-log-takes-nothing = 獎池已空，兩側鄰座也都沒有骰子：{ $name } 什麼也拿不到。
hr-log-trade = { $name } 強制交易：{ $value } 交給 { $to }，對方付出 { $counters }。
hr-log-passes = { $name } 手上沒有骰子，跳過。
hr-log-trades-off = 連續十個回合無人放骰：本輪結束前不能再交易。
hr-log-round-over = 第 { $round } 輪結束。主場行得分：{ $list }。
hr-log-tie-break = 最低總分並列：再加賽一輪。
hr-log-round-start = 第 { $round } 輪（共 { $rounds } 輪）：由 { $name } 先開始。
hr-log-game-over = 遊戲結束：{ $names } 以最低總分獲勝。

hr-caption-puts = { $name } 把{ $die }放到{ $row }色行
hr-caption-from-pot = { $name }：從獎池 +{ $n }
hr-caption-from = { $name }：從 { $other } +{ $n }
hr-caption-trades = { $name } 把 { $value } 交易給 { $to }：+{ $n }

hr-prompt-rolls = { $name } 正在擲{ $colour }色骰子…
hr-prompt-choosing = { $name } 正在選骰子…
hr-prompt-roll = { $name }：點你的一顆骰子來擲（按鍵 1–4）
hr-prompt-ai-rolled = { $name } 擲出了{ $die }…
hr-prompt-place = { $name }：把你的{ $die }放到亮起的格子上
hr-prompt-place-or-trade = { $name }：把你的{ $die }放到亮起的格子上，或強制交易
hr-square-taken = 這一格已被占用：請選亮起的格子。

hr-score-round = 第 { $round } / { $rounds } 輪 · 獎池 { $pot }
hr-score-round-trades-off = 第 { $round } / { $rounds } 輪 · 獎池 { $pot } · 暫停交易
hr-score-dice = 骰子
hr-score-counters = 籌碼
hr-score-rows = 各輪
hr-score-total = 總分
hr-score-rule = 總分最低者獲勝：主場行點數減去籌碼。

hr-bar-roll = 擲一顆骰子：
hr-bar-die = { $colour } ×{ $held }  [{ $key }]
hr-bar-take-from = 籌碼拿自：
hr-bar-take-side = { $side } { $name }（{ $n }）
hr-bar-trade = 交易給 { $name }（{ $side }）
hr-bar-click-square = 點棋盤上亮起的格子放下骰子。

hr-plate = { $counters }  ·  總分 { $total }
hr-home-of = { $name } 的主場
hr-pot = 獎池 { $n }

hr-sheet-title = 計分表
hr-sheet-round = 第 { $n } 輪
hr-sheet-counters = 籌碼
hr-sheet-total = 總分
hr-sheet-rule = 主場行點數減去手上的籌碼；總分最低者獲勝。
hr-results-wins = { $names } 以最低總分獲勝！
hr-results-share = { $names } 以最低總分並列獲勝！
hr-results-chart = 主場行得分逐輪累計

pad-hr-roll = 擲一顆{ $colour }色骰子
pad-hr-place = 放在{ $row }色行第 { $square } 格
pad-hr-place-from = 放在{ $row }色行第 { $square } 格，籌碼拿自 { $name }（{ $side }）
pad-hr-trade = 和 { $name } 強制交易（{ $side }）
hr-seat-total = 目前總分：{ $total }
hr-seat-counters = 籌碼：{ $n }
hr-seat-dice = 骰子：{ $list }
hr-seat-dice-of = { $colour } ×{ $n }
hr-seat-no-dice = 骰子：沒有
hr-seat-home = 主場行（{ $colour }）目前：{ $score }
hr-seat-rounds = 各輪：{ $list }
hr-step-place = 放在{ $row }色行第 { $square } 格
hr-step-from = 籌碼拿自 { $name }（{ $side }）

# 每個動作的結果，顯示在動作旁邊（手機按鈕、電視操作列懸停時、手把游標）。
hr-outcome-die = { $held ->
    [1] 你最後一顆{ $colour }色骰子
   *[other] 你 { $held } 顆{ $colour }色骰子中的一顆
}
hr-outcome-roll-pot = 擲{ $die }；放下後按點數從獎池拿籌碼（獎池還有 { $pot } 枚）
hr-outcome-roll-trade = 擲{ $die }；獎池已空：放下可從鄰座拿籌碼，也可以拿它強制交易
hr-outcome-roll-place = 擲{ $die }；獎池已空：放下可從鄰座拿籌碼
hr-outcome-roll-free-trade = 擲{ $die }；獎池已空，鄰座也都沒有骰子：放下什麼也拿不到，強制交易或許能拿到
hr-outcome-roll-free = 擲{ $die }；獎池已空，鄰座也都沒有骰子：放下什麼也拿不到
hr-outcome-pot = 從獎池拿走 { $counters }
hr-outcome-pot-last = 拿走獎池剩下的 { $counters }
hr-outcome-from = 從 { $other } 那裡拿走 { $counters }
hr-outcome-from-all = 拿走 { $other } 僅有的 { $counters }
hr-outcome-from-none = 什麼也拿不到：{ $other } 沒有籌碼
hr-outcome-nobody = 什麼也拿不到：獎池已空，鄰座也都沒有骰子
hr-outcome-trade = 把你的 { $value } 交給 { $other }，從對方那裡拿走 { $counters }
hr-outcome-trade-all = 把你的 { $value } 交給 { $other }，拿走對方僅有的 { $counters }
hr-outcome-trade-none = 把你的 { $value } 交給 { $other }，但對方沒有籌碼可付
hr-outcome-trade-nothing = 把你的 { $value } 白白交給 { $other }

# The rules' refusals as the player reads them (see en.ftl for the arguments).
hr-error-colour-count = 給了 { $given } 種顏色，但有 { $players } 名玩家：每個座位一種。
hr-error-colour-twice = { $colour }給了兩個座位：每個座位要有自己的顏色。
hr-error-roll-first = 請先擲：每個回合從擲你的一顆骰子開始。
hr-error-already-rolled = 本回合你已經擲過了：請放下這顆骰子或拿它交換。
hr-error-no-die-of-colour = 你沒有{ $colour }色骰子。
hr-error-no-square = 棋盤上沒有這個格子。
hr-error-square-taken = 那個格子上已經有骰子了。
hr-error-from-required = 獎池空了：請選一位有骰子的鄰座來拿取。
hr-error-pot-not-empty = 獎池裡還有籌碼：你從獎池拿取。
hr-error-neighbour-no-dice = 你{ $side }的玩家沒有骰子：無法從他那裡拿取。
hr-error-trade-with-pot = 獎池空了之後才能交換。
hr-error-trades-off = 本輪剩下的時間不能再交換：已經十個回合沒有放下骰子。
