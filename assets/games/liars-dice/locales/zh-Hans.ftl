# 吹牛骰牌桌上的文字：记录、操作栏、手机上的按钮和状况、提示。
# $bid 是用文字写的叫数（“5 × 3”）；$name、$other 是座位的名字。记录从不说出盅下的骰子：
# 只有叫数，以及开盅时数出的个数。

game-liars-dice = 吹牛骰
setup-blurb-liars-dice = 只看得到自己的骰盅，却要对所有盅下的骰子叫数：识破吹牛就喊 Dudo，正好相等就喊 Calza。

# 提示：普通 AI 对自己会走的这一步的看法。$chance 为百分比。
ld-hint-greedy = 这样走保住全部骰子的概率约为 { $chance }%。

ld-bid = { $quantity } × { $face }

ld-act-bid = 叫 { $bid }
ld-act-dudo = Dudo！质疑 { $other } 的 { $bid }
ld-act-calza = Calza！断定 { $other } 的 { $bid } 正好
ld-act-dudo-none = Dudo！（还没有可质疑的叫数）
ld-act-calza-none = Calza！（还没有可断定的叫数）
ld-step-quantity = { $quantity } × …
ld-standing = 要超过：{ $name } 的 { $bid }

ld-outcome-bid-wild = 断言桌上至少有 { $bid }，1 点也算；你的骰子中有 { $own } 颗支持。
ld-outcome-bid = 断言桌上至少有 { $bid }，1 点不算；你的骰子中有 { $own } 颗支持。
ld-outcome-bid-wild-public = 断言桌上至少有 { $bid }，1 点也算。
ld-outcome-bid-public = 断言桌上至少有 { $bid }，1 点不算。
ld-outcome-dudo = 所有骰盅打开：不到 { $bid } 则 { $other } 失去一颗骰子，否则由你失去。
ld-outcome-calza = 所有骰盅打开：正好 { $bid } 你就赢回一颗骰子，否则你失去一颗。
ld-outcome-calza-full = 所有骰盅打开：正好 { $bid } 你的骰子不变，否则你失去一颗。

ld-log-opening = 每个座位都把骰子掷在自己的骰盅下：各自只看得到自己的。
ld-log-round = 第 { $round } 轮：所有骰盅都已放下。{ $name } 先叫。
ld-log-round-palifico = 第 { $round } 轮是 palifico 轮：1 点不算万能，每次叫数都保持开局的点数。{ $name } 先叫。
ld-log-bid = { $name } 叫 { $bid }。
ld-log-dudo = { $name } 对 { $other } 的 { $bid } 喊 Dudo：开盅，共有 { $count } 颗算数。
ld-log-calza = { $name } 对 { $other } 的 { $bid } 喊 Calza：开盅，共有 { $count } 颗算数。
ld-log-die-lost = { $name } 失去一颗骰子：还剩 { $left } 颗。
ld-log-die-gained = { $name } 赢回一颗骰子：现在有 { $held } 颗。
ld-log-out = { $name } 没有骰子了，出局。
ld-log-palifico-next = { $name } 只剩一颗骰子：下一轮是 palifico 轮。
ld-log-game-over = 游戏结束：{ $names } 握有最后的骰子，获胜。

ld-seat-dice = 骰子：{ $n }
ld-seat-cup = 你的骰盅：{ $dice }
ld-seat-out = 出局，第 { $place } 名
ld-seat-winner = 获胜者

# The reveal at the table: what is counted ($face: the bid's face) and the running count ($numbers: "1 … 2 … 3").
ld-reveal-face = 数 { $face } 点
ld-reveal-face-wild = 数 { $face } 点，1 点也算
ld-reveal-count = { $what }：{ $numbers }
ld-verdict-calza-right = 猜对了！正好这么多。

# The rules' refusals as the player reads them (see en.ftl for the arguments).
ld-error-roll-first = 骰盅还没掷：请先掷。
ld-error-not-rolling = 本轮所有骰盅都已掷过：请叫数、喊 Dudo 或 Calza。
ld-error-dice-count = { $name } 在骰盅下掷 { $want } 颗骰子，不是 { $got } 颗。
ld-error-face = 叫数的点数为 1 到 6，没有 { $face }。
ld-error-no-quantity = 叫数至少是一颗骰子。
ld-error-above-in-play = 叫 { $quantity } 颗超过了场上的 { $in_play } 颗骰子。
ld-error-opening-ones = 除非是 palifico 轮，开局叫数不能叫 1。
ld-error-not-a-raise = { $bid } 没有加码：这个点数至少要叫 { $least }。
ld-error-not-a-raise-none = { $bid } 没有加码：现在这个点数叫多少都不够。
ld-error-palifico-face = palifico 轮中每次叫数都保持开局的点数 { $face }：只能加数量。
ld-error-no-bid = 本轮还没有人叫数：先要开局叫数。
ld-error-calza-off = 本局不能喊 Calza。
ld-error-calza-seats = 至少要有三个座位还有骰子才能喊 Calza。
ld-error-calza-own = 不能对自己的叫数喊 Calza。
