# 骰子拓荒者牌桌上的文字：配件名称、记录、行动按钮、提示、记分板、科技列、地图上的字和结果。

# 提示：会搜索的 AI 难度对自己会做的选择的看法。模拟 $n 次到第 $round 轮结束；$points 为它估算的
# 你与最强对手的分差（$standing：ahead 领先，behind 落后，level 持平）。
ds-hint-search = 模拟到第 { $round } 轮结束共 { $n } 次，这样选择后你平均{ $standing ->
        [ahead] 领先最强对手约 { $points } 分
        [behind] 落后最强对手约 { $points } 分
       *[level] 与最强对手持平
    }（AI 估算）。

game-dice-settlers = 骰子拓荒者
setup-blurb-dice-settlers = 扩充你的符号骰袋，探索六角地图，占据地块：得分最高者获胜。

ds-terrain-grassland = 草原
ds-terrain-forest = 森林
ds-terrain-hills = 丘陵
ds-terrain-mountain = 山地
ds-terrain-desert = 沙漠
ds-die-white = 白
ds-die-yellow = 黄
ds-die-green = 绿
ds-die-brown = 棕
ds-die-blue = 蓝
ds-die-red = 红
ds-resource-gold = 金
ds-resource-iron = 铁
ds-resource-wood = 木
ds-resource-food = 粮
ds-symbol-recruit = 招募
ds-symbol-explore = 探索
ds-symbol-deploy = 部署
ds-symbol-raid = 突袭
ds-symbol-research = 研究
ds-symbol-trade = 交易
ds-symbol-navigator = 领航员
ds-symbol-gold = 金
ds-symbol-iron = 铁
ds-symbol-wood = 木
ds-symbol-food = 粮
ds-act-harvest = 收获

ds-tech-granary = 粮仓
ds-tech-guild-hall = 行会大厅
ds-tech-monument = 纪念碑
ds-tech-market = 市场
ds-tech-workshop = 工坊
ds-tech-caravan = 商队
ds-tech-barracks = 兵营
ds-tech-forge = 锻造坊
ds-tech-fortress = 要塞
ds-tech-wagons = 马车
ds-tech-compass = 罗盘
ds-tech-roads = 道路
ds-tech-observatory = 天文台
ds-tech-school = 学校
ds-tech-academy = 学院
ds-tech-orchards = 果园
ds-tech-pastures = 牧场
ds-tech-town-charter = 城镇特许状

ds-tile = { $no } 号地块（{ $terrain }）
ds-points = { $n } 分
ds-bonus-die = 一颗{ $colour }色骰子
ds-bonus-resource = 一个{ $resource }
ds-bonus-tent = 第二顶帐篷
ds-offer-same = 三个{ $resource }换 6 分
ds-offer-different = 三种不同资源（不含{ $resource }）换 5 分
ds-offer-pair = { $first }和{ $second }换 2 分
ds-offer-remove = 把一颗{ $colour }色骰子移出游戏换 3 分

ds-log-draft = 起始地块轮选：由 { $name } 先放。
ds-log-starts-on = { $name } 从{ $tile }起步。
ds-log-starts-on-bonus = { $name } 从{ $tile }起步，并获得{ $bonus }。
ds-log-draws = { $name } 抽出 { $n } 颗骰子。
ds-log-draws-refill = { $name } 抽出 { $n } 颗骰子（用过的骰子已放回骰袋）。
ds-log-turns = { $name } 用领航员把一颗骰子转到{ $symbol }。
ds-log-takes-back = { $name } 撤回一次转动：{ $colour }色骰子重新显示{ $symbol }。
ds-log-rerolls = { $name } 重掷 { $n } 颗骰子。
ds-log-draws-two = { $name } 花一颗资源骰，再抽两颗。
ds-log-acts = { $name }：{ $act }。
ds-log-acts-with = { $name }：{ $act }，用了 { $n } 个符号。
ds-log-skips = { $name } 跳过。
ds-log-recruits = { $name } 招募了一颗{ $colour }色骰子。
ds-log-tiles-drawn = { $name } 从地块堆抽了 { $n } 块地块。
ds-log-explores = { $name } 探索了{ $tile }。
ds-log-explores-bonus = { $name } 探索了{ $tile }，并获得{ $bonus }。
ds-log-follows = { $name } 跟进到 { $no } 号地块。
ds-log-tent-to-board = { $name } 把一顶帐篷放到个人板上。
ds-log-deploys = { $name } 把一顶帐篷部署到{ $tile }。
ds-log-recalls = { $name } 从 { $no } 号地块收回一顶帐篷。
ds-log-raids = { $name } 突袭了 { $victim } 在{ $tile }的帐篷。
ds-log-harvests = { $name } 收获了 { $got }。
ds-log-harvests-nothing = { $name } 什么也没收获。
ds-log-sells = { $name } 交易{ $offer }：+{ $points }。
ds-log-researches = { $name } 研究了{ $tech }（{ $points }）。
ds-log-factory = { $name } 启用了 { $no } 号地块上的工厂。
ds-log-house = { $name } 在{ $tile }盖了一座房屋。
ds-log-keeps = { $name } 留下一颗{ $colour }色骰子到下一轮。
ds-log-end-near = 终局将至（{ $why }）：第 { $round } 轮是最后一轮。
ds-end-houses = 有玩家盖完了所有房屋
ds-end-tokens = 分数标记用完了
ds-end-tiles = 地块堆用完了
ds-end-supply = 公共供应中有一种骰子颜色用完了
ds-log-round-over = 第 { $round } 轮结束；{ $name } 开始第 { $next } 轮。
ds-log-game-over = 游戏结束：{ $names } 以 { $points } 分获胜。

ds-die = 第 { $n } 颗骰子
ds-die-showing = 第 { $n } 颗骰子（{ $colour }色 { $symbol }）
ds-symbols = { $n } 个符号
ds-new-dice = { $n } 颗新骰子
ds-draw-tiles = 抽 { $n } 块地块
ds-tent-moves = 移动帐篷 { $n } 次
ds-trades = 交易 { $n } 次
ds-on-tile = 在{ $tile }
ds-act-button = { $act }：{ $what }（{ $symbols }）
ds-act-start-tile = 从{ $tile }起步，{ $place }
ds-act-navigator-reroll = 领航员：重掷最多三颗骰子
ds-act-resource-reroll = 资源骰：重掷{ $die }
ds-act-resource-draw = 资源骰：再抽两颗并掷出
ds-act-pick = 选{ $die }
ds-act-roll-picked = 掷选中的骰子
ds-act-ready = 准备好了：进入行动
ds-act-take-back = 撤回{ $colour }色骰子的转动（回到{ $symbol }）
ds-act-harvest-button = 收获：资源符号换成资源标记
ds-effect-symbol = ，每轮一个{ $symbol }
ds-effect-track = ，多抽 1 颗骰子
ds-effect-per-house = ，终局每座房屋 { $n } 分
ds-effect-per-terrain = ，终局每块{ $terrain }地块 { $n } 分
ds-act-research = 研究{ $tech }（{ $points }{ $effect }）
ds-act-skip = 跳过这次行动
ds-factory-makes = 2 个{ $resource }
ds-act-factory = { $tile }上的工厂：收回一顶帐篷，得{ $made }
ds-act-control = 控制{ $tile }：3 顶帐篷换一座房屋
ds-act-end-turn = 结束回合
ds-act-take-die = 拿一颗{ $colour }色骰子
ds-act-faces = { $action }（各面：{ $faces }）
ds-face-count = { $symbol }×{ $n }
ds-faces-sep = 、
ds-act-spends = { $action }：花费{ $cost }
ds-act-paid-with = { $action }，用{ $payer }支付
ds-act-keep-tile = 保留{ $tile } ★{ $high }/{ $low }
ds-act-keep-tile-bonus = 保留{ $tile } ★{ $high }/{ $low }，奖励{ $bonus }
ds-act-place-tile = 放在{ $place }
ds-act-turn = 把{ $die }转到{ $symbol }
ds-where = { $side ->
    [e] { $terrain }（{ $no } 号）右侧
    [ne] { $terrain }（{ $no } 号）右上方
    [nw] { $terrain }（{ $no } 号）左上方
    [w] { $terrain }（{ $no } 号）左侧
    [sw] { $terrain }（{ $no } 号）左下方
   *[se] { $terrain }（{ $no } 号）右下方
}
ds-where-terrain = { $terrain ->
    [grassland] 草原
    [forest] 森林
    [hills] 丘陵
    [mountain] 山地
   *[desert] 沙漠
}
ds-where-yours = { $place }，在你的帐篷边上
ds-where-middle = 正中
ds-act-follow = 跟进：从个人板放一顶帐篷到新地块
ds-act-decline = 不跟进
ds-act-follow-own = 从个人板放一顶帐篷到你的新地块
ds-act-decline-own = 不放帐篷
ds-act-tent-to-board = 从公共供应拿一顶帐篷到个人板
ds-act-tent-to-tile = 从个人板放一顶帐篷到{ $tile }
ds-act-recall-tents = 从地图收回帐篷
ds-act-recall = 从{ $tile }收回一顶帐篷
ds-act-recall-done = 不再收回帐篷
ds-act-hit = 把 { $name } 的帐篷赶回家
ds-act-sell = 交易{ $offer }
ds-act-finish = 结束这次行动
ds-act-keep = 把{ $die }留到下一轮
ds-act-keep-none = 不留骰子
ds-seat-resources = 资源：{ $list }
ds-seat-houses = 房屋：{ $n }
ds-seat-tents = 帐篷：地图上 { $map }，个人板上 { $board }
ds-seat-dice = 骰子：骰袋 { $bag }，已用 { $used }，每轮抽 { $draw }
ds-seat-rolled = 掷出：{ $list }
ds-seat-techs = 科技：{ $list }
ds-step-spend = { $what }（{ $symbols }）
ds-step-start = 从{ $tile }起步
ds-step-turn = 转动{ $die }
ds-step-navigator-reroll = 重掷最多三颗骰子
ds-step-resource-die = 资源骰
ds-step-reroll = 重掷{ $die }
ds-step-resource-draw = 再抽两颗并掷出
ds-step-tech-gives = { $points }{ $effect }
ds-step-free = 免费行动
ds-step-factory = { $tile }上的工厂
ds-step-factory-gives = 收回一顶帐篷，得{ $made }
ds-step-control = 控制{ $tile }
ds-step-control-gives = 3 顶帐篷换一座房屋
ds-step-keep-tile = 保留{ $tile }
ds-step-star = ★{ $high }/{ $low }
ds-step-star-bonus = ★{ $high }/{ $low }，奖励{ $bonus }
ds-step-tent-from-board = 从个人板放一顶帐篷
ds-step-to-tile = 到{ $tile }
ds-step-recall = 收回一顶帐篷
ds-step-from-tile = 从{ $tile }
ds-step-beside = { $tile }边上
ds-step-sell-same = 三个相同资源换 6 分
ds-step-sell-different = 三种不同资源换 5 分
ds-step-sell-pair = 任意两个资源换 2 分
ds-step-sell-remove = 移出一颗骰子换 3 分
ds-step-without = 不含{ $resource }
ds-step-pair = { $first }和{ $second }
ds-step-die-colour = 一颗{ $colour }色骰子
ds-step-keep = 留到下一轮
ds-step-side = { $side ->
    [e] 右侧
    [ne] 右上方
    [nw] 左上方
    [w] 左侧
    [sw] 左下方
   *[se] 右下方
}

ds-phase-draft = 起始地块
ds-phase-roll = 第 { $round } 轮：掷骰
ds-phase-act = 第 { $round } 轮，第 { $pass } / 2 次行动
ds-phase-keep = 第 { $round } 轮：整理
ds-prompt-rolls = { $name } 掷骰中…
ds-prompt-thinking = { $phase } · { $name } 正在思考…
ds-prompt-asks = { $phase } · { $name }：{ $ask }
ds-ask-over = 游戏已结束
ds-ask-draft = 放一块起始地块
ds-ask-pick-reroll = 选出要让领航员重掷的骰子，或直接掷
ds-ask-adjust = 调整你的骰子，或表示准备好了
ds-ask-free-or-end = 执行一个免费行动，或结束回合
ds-ask-choose-action = 选择一个行动、免费行动，或跳过
ds-ask-recruit = 选择招募骰子的颜色，或结束
ds-ask-choose-tile = 选择要放哪一块抽到的地块
ds-ask-place-tile = 选择探索到的地块放在哪里
ds-ask-follow = 跟进到新地块，或放弃
ds-ask-follow-own = 有人跟进到你的新地块：也从个人板放一顶帐篷上去，或不放
ds-ask-deploy = 使用一个部署符号，或结束
ds-ask-recall = 收回一顶帐篷，或停止收回
ds-ask-raid = 选择突袭谁的帐篷，或结束
ds-ask-trade = 选择一项交易，或结束
ds-ask-reroll = 选出要重掷的骰子
ds-ask-keep = 留下一颗没用的骰子，或不留

ds-bar-symbols-title = 符号：
ds-confirm-ends-turn = { $action }：你的回合将结束。
ds-confirm-points = { $action }：分数 { $before } → { $after }
ds-confirm-do = 确定
ds-confirm-back = 不要
ds-pay-with = { $action }：用什么支付？
ds-remove-which = { $action }：哪颗骰子离开游戏？
ds-from-used = 已用骰子
ds-from-bag = 骰袋
ds-bar-your-tile = 你的地块：
ds-bar-hand-tile = { $no } { $terrain } ★{ $high }/{ $low }
ds-bar-hand-tile-gives = { $tile } + { $bonus }
ds-tile-explained = 地块 { $no }，{ $terrain }：终局时在这里帐篷最多者（或有房屋者）得 { $high } 分，第二多者得 { $low } 分。
ds-tile-start-bonus = 从这里起步可获得{ $bonus }。
ds-bar-then-click = 然后点击地图上亮起的位置
ds-bar-navigator = 领航员：转动{ $die }
ds-bar-navigator-any = 领航员：转动一颗骰子
ds-bar-navigator-menu = 领航员：重掷或转动骰子
ds-bar-turn-to = 转到{ $symbol }
ds-bar-click-again = （再点一次这颗骰子或点按钮即可执行）
ds-bar-click-spot = 点击地图上亮起的位置放地块。
ds-bar-spot = { $letter }：{ $place }

ds-score-houses = 房屋
ds-score-tents = 帐篷 地图/个人板
ds-score-dice = 骰袋 · 已用 · 抽数
ds-score-end = 终局条件：房屋 { $houses }/{ $most } · 剩余分数标记 { $tokens } · 地块堆 { $tiles } 块 · 公共供应颜色 { $colours }（≤2 即终局）
ds-score-last-round = 第 { $round } 轮是最后一轮。
ds-techs-title = 科技
ds-techs-show = 科技（{ $key }）
ds-techs-hide = 隐藏科技（{ $key }）
ds-tech-research = { $n } 研究
ds-tech-on = 需在{ $terrain }
ds-tech-each-round = 每轮一个{ $symbol }
ds-tech-track = 多抽 1 颗骰子
ds-tech-per-house = 每座房屋 { $n } 分
ds-tech-per-terrain = 每块{ $terrain } { $n } 分
ds-tech-points = { $n } 分 { $effect }
ds-map-factory-points = ⚙{ $n } 分
ds-map-extra-die = +1 骰
ds-plate = { $name } · { $points }

ds-sheet-tiles = 地块
ds-sheet-techs = 科技
ds-sheet-dice = 骰子
ds-sheet-houses = 房屋
ds-sheet-tokens = 分数标记
ds-sheet-total = 总分
ds-round-sheet-title = 第 { $round } 轮结束
ds-sheet-this-round = 本轮
ds-round-sheet-rule = 分数计算你领先的地块、科技、骰子、房屋和得分标记：一轮下来也可能失分。
ds-results-chart = 每轮后的分数（当时的地块、科技、骰子、房屋和标记）

# 每个动作的结果，显示在动作旁边（手机按钮、电视操作栏悬停时、手柄光标）。
ds-out-spends = 花掉{ $spent }：{ $then }
ds-out-tile = { $tile }连同你的帐篷放到这里
ds-out-tile-bonus = { $tile }连同你的帐篷放到这里，你得到{ $bonus }
ds-out-shows = { $die }随后显示{ $symbol }
ds-out-take-back = { $colour }色骰子重新显示{ $symbol }，领航员不算用掉
ds-out-pick-three = 然后最多选三颗其他骰子重掷
ds-out-rerolled = 重掷{ $die }
ds-out-draws = { $n ->
    [0] 骰袋已空，没有可抽的骰子
   *[other] 从骰袋再抽 { $n } 颗骰子并掷出
}
ds-out-pick = { $die }将被重掷；可以再选，或直接掷
ds-out-pick-rolls = 加上{ $die }，现在重掷 { $n } 颗骰子
ds-out-reroll = 重掷选中的 { $n } 颗骰子
ds-out-ready-next = 保留这次掷骰；接下来由 { $name } 掷骰
ds-out-ready-act = 保留这次掷骰；行动阶段由 { $name } 先开始
ds-out-recruit = { $n ->
    [1] 然后选一颗你所占地形颜色的新骰子，放入已用骰子
   *[other] 然后最多选 { $n } 颗你所占地形颜色的新骰子，放入已用骰子
}
ds-out-explore = { $n ->
    [1] 抽一块地块来放
   *[other] 抽 { $n } 块地块，留下一块来放
}
ds-out-deploy = 接着移动帐篷 { $n } 次
ds-out-raid = { $tile }上最多 { $n } 顶对手的帐篷被赶回家，换上你的帐篷
ds-out-gain = 你得到{ $got }
ds-out-trade = 接着交易 { $n } 次（用资源或骰子换分）
ds-out-research = 你拥有{ $tech }（{ $points }{ $effect }）
ds-out-skip = 什么也不花；之后还可以做免费行动
ds-out-skip-ends = 什么也不花；你的回合结束
ds-out-factory = { $tile }上的一顶帐篷回到你的个人板；你得到{ $gain }
ds-out-control = 你在{ $tile }上的 { $n } 顶帐篷回到公共供应；你的房屋永久占据这里
ds-out-and-turn-ends = { $what }；你的回合结束
ds-out-end-turn = 你的回合结束；接下来轮到 { $name }
ds-out-end-game = 你的回合结束，游戏也随之结束
ds-out-keep = { $die }保持现在的点数留到下一轮；{ $rest ->
    [0] 没有别的骰子了
   *[other] 其余的放入已用骰子
}
ds-out-keep-none = 没用上的骰子全部放入已用骰子
ds-out-take-die = 从公共供应拿一颗{ $colour }色骰子放入已用骰子
ds-out-take-die-more = 从公共供应拿一颗{ $colour }色骰子放入已用骰子；还可以再选一颗
ds-out-choose-tile = 接下来放{ $tile }；{ $others ->
    [0] 没有抽到别的地块
   *[other] 其余地块移出游戏
}
ds-out-tent-onto = 个人板上的一顶帐篷放到{ $tile }（个人板上还剩 { $board } 顶）
ds-out-decline = 你的帐篷留在个人板上
ds-out-tent-to-board = 从公共供应拿一顶帐篷到个人板，个人板上变为 { $board } 顶
ds-out-recall-tents = 用掉一次帐篷移动：然后把帐篷一顶一顶收回个人板
ds-out-recall = { $tile }上的一顶帐篷回到个人板，个人板上变为 { $board } 顶
ds-out-recall-done = 不再收回帐篷；部署结束
ds-out-recall-done-more = 不再收回帐篷；继续剩下的帐篷移动
ds-out-hit = { $name } 在{ $tile }上的帐篷回到其个人板；你的一顶帐篷取而代之
ds-out-hit-supply = { $name } 在{ $tile }上的帐篷回到公共供应（其个人板已满）；你的一顶帐篷取而代之
ds-out-sell = 付出{ $paid }；你得到{ $points }
ds-out-sell-used = 已用骰子中的一颗{ $colour }色骰子移出游戏；你得到{ $points }
ds-out-sell-bag = 骰袋中的一颗{ $colour }色骰子移出游戏；你得到{ $points }
ds-out-sell-roll = { $die }移出游戏；你得到{ $points }
ds-out-finish = 在这里结束{ $act }；剩下的作废
ds-out-nothing = 没有
ds-out-spent-die = { $die }
ds-out-spent-tile = { $tile }
ds-out-spent-card = { $tech }

# The rules' refusals as the player reads them (see en.ftl for the arguments).
ds-error-content = Dice Settlers 的内容文件已损坏。
ds-error-chance-first = 正在抽取骰子或地块：请等一下。
ds-error-no-chance = 现在没有在抽取或掷骰。
ds-error-chance-count = 这里需要 { $want } 个结果，不是 { $got } 个。
ds-error-chance-value = 这里的结果为 1 到 { $sides }，没有 { $value }。
ds-error-turn-same = 那颗骰子已经是 { $value } 点：请转到别的面。
ds-error-turn-face = 骰子只能转到 1 到 6 的面，没有 { $value }。
ds-error-not-now = 现在不能这样选：{ $question }。
ds-error-act-used = 本轮你已经执行过{ $act }。
ds-error-symbols = 这需要 { $want } 个{ $symbol }，你只有 { $have } 个。
ds-error-symbol-count = 这个行动不能花费 { $n } 个符号。
ds-error-no-such-die = 你掷出的骰子里没有这颗。
ds-error-no-such-place = 你抽到的地块里没有这块。
ds-error-same-die = 骰子不能为调整自己付费：请选另一颗。
ds-error-no-such-tile = 这里不能选 { $tile } 号地块。
ds-error-bad-spot = 地块不能放在那里：必须与规则所说的地块相邻。
ds-error-not-present = 你在 { $tile } 号地块上或旁边没有帐篷或房屋。
ds-error-no-tent-on-board = 你的个人版图上没有帐篷了。
ds-error-board-full = 你的个人版图上没有空的帐篷位。
ds-error-no-tents-there = 那位玩家在 { $tile } 号地块上没有帐篷。
ds-error-not-terrain = { $colour }色骰子来自你有帐篷或房屋的地形，而你没有这样的地形。
ds-error-supply-empty = 供应区没有{ $colour }色骰子了。
ds-error-no-resource-symbols = 你没有可收获的资源符号。
ds-error-resources = 你的资源不够支付（金可代替任何一种）。
ds-error-no-die-to-remove = 你没有可移除的{ $colour }色骰子。
ds-error-needs-terrain = 这项科技需要在{ $terrain }地块上有帐篷或房屋。
ds-error-already-owned = 你已经拥有这项科技。
ds-error-no-such-card = 这项科技不在科技列中。
ds-error-no-factory = { $tile } 号地块没有你能用的工厂（你需要在那里有帐篷，并且版图上有空位）。
ds-error-factory-used = 本轮你已经用过 { $tile } 号地块的工厂。
ds-error-no-control = 你不能控制 { $tile } 号地块：那里不能有房屋，而且你的帐篷要最多，比任何人至少多 3 个。
ds-error-no-houses-left = 你已经没有房屋可以放了。
ds-error-empty-stack = 地块堆已经空了。
ds-error-nothing-to-keep = 你没有未使用的骰子可以保留。
ds-error-no-navigator = 你没有别的领航员符号可以支付。
ds-error-no-resource-die = 你没有别的显示资源的骰子可以支付。
ds-error-too-many-picked = 领航员最多重掷三颗骰子。
ds-error-nothing-to-take-back = 没有可以收回的转动过的骰子。
ds-error-die-not-navigator = 那颗骰子不是领航员：请用显示领航员的骰子或科技支付。
ds-error-card-not-navigator = 那项科技不是你拥有的带领航员的科技。
ds-error-die-not-resource = 那颗骰子不是资源：请用另一颗显示资源的骰子支付。
ds-error-card-not-resource = 资源调整要用掷出资源的骰子支付，不能用科技。
ds-error-card-used = 那项科技的领航员本轮已经用过。
ds-error-die-not-colour = 你掷出的那颗骰子不是{ $colour }色。
ds-error-no-die-in-roll = 你掷出的骰子里没有可移除的{ $colour }色骰子。
ds-error-no-die-used = 你的已用区没有可移除的{ $colour }色骰子。
ds-error-no-die-bag = 你的袋子里没有可移除的{ $colour }色骰子。
