# 吹牛骰牌桌上的文字：記錄、操作列、手機上的按鈕和狀況、提示。
# $bid 是用文字寫的叫數（「5 × 3」）；$name、$other 是座位的名字。記錄從不說出盅下的骰子：
# 只有叫數，以及開盅時數出的個數。

game-liars-dice = 吹牛骰
setup-blurb-liars-dice = 只看得到自己的骰盅，卻要對所有盅下的骰子叫數：識破吹牛就喊 Dudo，剛好相等就喊 Calza。

# 提示：普通 AI 對自己會走的這一步的看法。$chance 為百分比。
ld-hint-greedy = 這樣走保住全部骰子的機率約為 { $chance }%。

ld-bid = { $quantity } × { $face }

ld-act-bid = 叫 { $bid }
ld-act-dudo = Dudo！質疑 { $other } 的 { $bid }
ld-act-calza = Calza！斷定 { $other } 的 { $bid } 剛好
ld-act-dudo-none = Dudo！（還沒有可質疑的叫數）
ld-act-calza-none = Calza！（還沒有可斷定的叫數）
ld-step-quantity = { $quantity } × …
ld-standing = 要超過：{ $name } 的 { $bid }

ld-outcome-bid-wild = 斷言桌上至少有 { $bid }，1 點也算；你的骰子中有 { $own } 顆支持。
ld-outcome-bid = 斷言桌上至少有 { $bid }，1 點不算；你的骰子中有 { $own } 顆支持。
ld-outcome-bid-wild-public = 斷言桌上至少有 { $bid }，1 點也算。
ld-outcome-bid-public = 斷言桌上至少有 { $bid }，1 點不算。
ld-outcome-dudo = 所有骰盅打開：不到 { $bid } 則 { $other } 失去一顆骰子，否則由你失去。
ld-outcome-calza = 所有骰盅打開：剛好 { $bid } 你就贏回一顆骰子，否則你失去一顆。
ld-outcome-calza-full = 所有骰盅打開：剛好 { $bid } 你的骰子不變，否則你失去一顆。

ld-log-opening = 每個座位都把骰子擲在自己的骰盅下：各自只看得到自己的。
ld-log-round = 第 { $round } 輪：所有骰盅都已放下。{ $name } 先叫。
ld-log-round-palifico = 第 { $round } 輪是 palifico 輪：1 點不算萬用，每次叫數都保持開局的點數。{ $name } 先叫。
ld-log-bid = { $name } 叫 { $bid }。
ld-log-dudo = { $name } 對 { $other } 的 { $bid } 喊 Dudo：開盅，共有 { $count } 顆算數。
ld-log-calza = { $name } 對 { $other } 的 { $bid } 喊 Calza：開盅，共有 { $count } 顆算數。
ld-log-die-lost = { $name } 失去一顆骰子：還剩 { $left } 顆。
ld-log-die-gained = { $name } 贏回一顆骰子：現在有 { $held } 顆。
ld-log-out = { $name } 沒有骰子了，出局。
ld-log-palifico-next = { $name } 只剩一顆骰子：下一輪是 palifico 輪。
ld-log-game-over = 遊戲結束：{ $names } 握有最後的骰子，獲勝。

ld-seat-dice = 骰子：{ $n }
ld-seat-cup = 你的骰盅：{ $dice }
ld-seat-out = 出局，第 { $place } 名
ld-seat-winner = 獲勝者

# The reveal at the table: what is counted ($face: the bid's face) and the running count ($numbers: "1 … 2 … 3").
ld-reveal-face = 數 { $face } 點
ld-reveal-face-wild = 數 { $face } 點，1 點也算
ld-reveal-count = { $what }：{ $numbers }
ld-verdict-calza-right = 猜對了！正好這麼多。

# The rules' refusals as the player reads them (see en.ftl for the arguments).
ld-error-roll-first = 骰盅還沒擲：請先擲。
ld-error-not-rolling = 本輪所有骰盅都已擲過：請叫數、喊 Dudo 或 Calza。
ld-error-dice-count = { $name } 在骰盅下擲 { $want } 顆骰子，不是 { $got } 顆。
ld-error-face = 叫數的點數為 1 到 6，沒有 { $face }。
ld-error-no-quantity = 叫數至少是一顆骰子。
ld-error-above-in-play = 叫 { $quantity } 顆超過了場上的 { $in_play } 顆骰子。
ld-error-opening-ones = 除非是 palifico 輪，開局叫數不能叫 1。
ld-error-not-a-raise = { $bid } 沒有加碼：這個點數至少要叫 { $least }。
ld-error-not-a-raise-none = { $bid } 沒有加碼：現在這個點數叫多少都不夠。
ld-error-palifico-face = palifico 輪中每次叫數都保持開局的點數 { $face }：只能加數量。
ld-error-no-bid = 本輪還沒有人叫數：先要開局叫數。
ld-error-calza-off = 本局不能喊 Calza。
ld-error-calza-seats = 至少要有三個座位還有骰子才能喊 Calza。
ld-error-calza-own = 不能對自己的叫數喊 Calza。
