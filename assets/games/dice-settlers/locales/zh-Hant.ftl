# 骰子拓荒者牌桌上的文字：配件名稱、記錄、行動按鈕、提示、記分板、科技列、地圖上的字和結果。

# 提示：會搜尋的 AI 難度對自己會做的選擇的看法。模擬 $n 次到第 $round 輪結束；$points 為它估算的
# 你與最強對手的分差（$standing：ahead 領先，behind 落後，level 持平）。
ds-hint-search = 模擬到第 { $round } 輪結束共 { $n } 次，這樣選擇後你平均{ $standing ->
        [ahead] 領先最強對手約 { $points } 分
        [behind] 落後最強對手約 { $points } 分
       *[level] 與最強對手持平
    }（AI 估算）。

game-dice-settlers = 骰子拓荒者
setup-blurb-dice-settlers = 擴充你的符號骰袋，探索六角地圖，占據地塊：得分最高者獲勝。

ds-terrain-grassland = 草原
ds-terrain-forest = 森林
ds-terrain-hills = 丘陵
ds-terrain-mountain = 山地
ds-terrain-desert = 沙漠
ds-die-white = 白
ds-die-yellow = 黃
ds-die-green = 綠
ds-die-brown = 棕
ds-die-blue = 藍
ds-die-red = 紅
ds-resource-gold = 金
ds-resource-iron = 鐵
ds-resource-wood = 木
ds-resource-food = 糧
ds-symbol-recruit = 招募
ds-symbol-explore = 探索
ds-symbol-deploy = 部署
ds-symbol-raid = 突襲
ds-symbol-research = 研究
ds-symbol-trade = 交易
ds-symbol-navigator = 領航員
ds-symbol-gold = 金
ds-symbol-iron = 鐵
ds-symbol-wood = 木
ds-symbol-food = 糧
ds-act-harvest = 收穫

ds-tech-granary = 糧倉
ds-tech-guild-hall = 行會大廳
ds-tech-monument = 紀念碑
ds-tech-market = 市場
ds-tech-workshop = 工坊
ds-tech-caravan = 商隊
ds-tech-barracks = 兵營
ds-tech-forge = 鍛造坊
ds-tech-fortress = 要塞
ds-tech-wagons = 馬車
ds-tech-compass = 羅盤
ds-tech-roads = 道路
ds-tech-observatory = 天文臺
ds-tech-school = 學校
ds-tech-academy = 學院
ds-tech-orchards = 果園
ds-tech-pastures = 牧場
ds-tech-town-charter = 城鎮特許狀

ds-tile = { $no } 號地塊（{ $terrain }）
ds-points = { $n } 分
ds-bonus-die = 一顆{ $colour }色骰子
ds-bonus-resource = 一個{ $resource }
ds-bonus-tent = 第二頂帳篷
ds-offer-same = 三個{ $resource }換 6 分
ds-offer-different = 三種不同資源（不含{ $resource }）換 5 分
ds-offer-pair = { $first }和{ $second }換 2 分
ds-offer-remove = 把一顆{ $colour }色骰子移出遊戲換 3 分

ds-log-draft = 起始地塊輪選：由 { $name } 先放。
ds-log-starts-on = { $name } 從{ $tile }起步。
ds-log-starts-on-bonus = { $name } 從{ $tile }起步，並獲得{ $bonus }。
ds-log-draws = { $name } 抽出 { $n } 顆骰子。
ds-log-draws-refill = { $name } 抽出 { $n } 顆骰子（用過的骰子已放回骰袋）。
ds-log-turns = { $name } 用領航員把一顆骰子轉到{ $symbol }。
ds-log-takes-back = { $name } 撤回一次轉動：{ $colour }色骰子重新顯示{ $symbol }。
ds-log-rerolls = { $name } 重擲 { $n } 顆骰子。
ds-log-draws-two = { $name } 花一顆資源骰，再抽兩顆。
ds-log-acts = { $name }：{ $act }。
ds-log-acts-with = { $name }：{ $act }，用了 { $n } 個符號。
ds-log-skips = { $name } 跳過。
ds-log-recruits = { $name } 招募了一顆{ $colour }色骰子。
ds-log-tiles-drawn = { $name } 從地塊堆抽了 { $n } 塊地塊。
ds-log-explores = { $name } 探索了{ $tile }。
ds-log-explores-bonus = { $name } 探索了{ $tile }，並獲得{ $bonus }。
ds-log-follows = { $name } 跟進到 { $no } 號地塊。
ds-log-tent-to-board = { $name } 把一頂帳篷放到個人板上。
ds-log-deploys = { $name } 把一頂帳篷部署到{ $tile }。
ds-log-recalls = { $name } 從 { $no } 號地塊收回一頂帳篷。
ds-log-raids = { $name } 突襲了 { $victim } 在{ $tile }的帳篷。
ds-log-harvests = { $name } 收穫了 { $got }。
ds-log-harvests-nothing = { $name } 什麼也沒收穫。
ds-log-sells = { $name } 交易{ $offer }：+{ $points }。
ds-log-researches = { $name } 研究了{ $tech }（{ $points }）。
ds-log-factory = { $name } 啟用了 { $no } 號地塊上的工廠。
ds-log-house = { $name } 在{ $tile }蓋了一座房屋。
ds-log-keeps = { $name } 留下一顆{ $colour }色骰子到下一輪。
ds-log-end-near = 終局將至（{ $why }）：第 { $round } 輪是最後一輪。
ds-end-houses = 有玩家蓋完了所有房屋
ds-end-tokens = 分數標記用完了
ds-end-tiles = 地塊堆用完了
ds-end-supply = 公共供應中有一種骰子顏色用完了
ds-log-round-over = 第 { $round } 輪結束；{ $name } 開始第 { $next } 輪。
ds-log-game-over = 遊戲結束：{ $names } 以 { $points } 分獲勝。

ds-die = 第 { $n } 顆骰子
ds-die-showing = 第 { $n } 顆骰子（{ $colour }色 { $symbol }）
ds-symbols = { $n } 個符號
ds-new-dice = { $n } 顆新骰子
ds-draw-tiles = 抽 { $n } 塊地塊
ds-tent-moves = 移動帳篷 { $n } 次
ds-trades = 交易 { $n } 次
ds-on-tile = 在{ $tile }
ds-act-button = { $act }：{ $what }（{ $symbols }）
ds-act-start-tile = 從{ $tile }起步，{ $place }
ds-act-navigator-reroll = 領航員：重擲最多三顆骰子
ds-act-resource-reroll = 資源骰：重擲{ $die }
ds-act-resource-draw = 資源骰：再抽兩顆並擲出
ds-act-pick = 選{ $die }
ds-act-roll-picked = 擲選中的骰子
ds-act-ready = 準備好了：進入行動
ds-act-take-back = 撤回{ $colour }色骰子的轉動（回到{ $symbol }）
ds-act-harvest-button = 收穫：資源符號換成資源標記
ds-effect-symbol = ，每輪一個{ $symbol }
ds-effect-track = ，多抽 1 顆骰子
ds-effect-per-house = ，終局每座房屋 { $n } 分
ds-effect-per-terrain = ，終局每塊{ $terrain }地塊 { $n } 分
ds-act-research = 研究{ $tech }（{ $points }{ $effect }）
ds-act-skip = 跳過這次行動
ds-factory-makes = 2 個{ $resource }
ds-act-factory = { $tile }上的工廠：收回一頂帳篷，得{ $made }
ds-act-control = 控制{ $tile }：3 頂帳篷換一座房屋
ds-act-end-turn = 結束回合
ds-act-take-die = 拿一顆{ $colour }色骰子
ds-act-faces = { $action }（各面：{ $faces }）
ds-face-count = { $symbol }×{ $n }
ds-faces-sep = 、
ds-act-spends = { $action }：花費{ $cost }
ds-act-paid-with = { $action }，用{ $payer }支付
ds-act-keep-tile = 保留{ $tile } ★{ $high }/{ $low }
ds-act-keep-tile-bonus = 保留{ $tile } ★{ $high }/{ $low }，獎勵{ $bonus }
ds-act-place-tile = 放在{ $place }
ds-act-turn = 把{ $die }轉到{ $symbol }
ds-where = { $side ->
    [e] { $terrain }（{ $no } 號）右側
    [ne] { $terrain }（{ $no } 號）右上方
    [nw] { $terrain }（{ $no } 號）左上方
    [w] { $terrain }（{ $no } 號）左側
    [sw] { $terrain }（{ $no } 號）左下方
   *[se] { $terrain }（{ $no } 號）右下方
}
ds-where-terrain = { $terrain ->
    [grassland] 草原
    [forest] 森林
    [hills] 丘陵
    [mountain] 山地
   *[desert] 沙漠
}
ds-where-yours = { $place }，在你的帳篷邊上
ds-where-middle = 正中
ds-act-follow = 跟進：從個人板放一頂帳篷到新地塊
ds-act-decline = 不跟進
ds-act-follow-own = 從個人板放一頂帳篷到你的新地塊
ds-act-decline-own = 不放帳篷
ds-act-tent-to-board = 從公共供應拿一頂帳篷到個人板
ds-act-tent-to-tile = 從個人板放一頂帳篷到{ $tile }
ds-act-recall-tents = 從地圖收回帳篷
ds-act-recall = 從{ $tile }收回一頂帳篷
ds-act-recall-done = 不再收回帳篷
ds-act-hit = 把 { $name } 的帳篷趕回家
ds-act-sell = 交易{ $offer }
ds-act-finish = 結束這次行動
ds-act-keep = 把{ $die }留到下一輪
ds-act-keep-none = 不留骰子
ds-seat-resources = 資源：{ $list }
ds-seat-houses = 房屋：{ $n }
ds-seat-tents = 帳篷：地圖上 { $map }，個人板上 { $board }
ds-seat-dice = 骰子：骰袋 { $bag }，已用 { $used }，每輪抽 { $draw }
ds-seat-rolled = 擲出：{ $list }
ds-seat-techs = 科技：{ $list }
ds-step-spend = { $what }（{ $symbols }）
ds-step-start = 從{ $tile }起步
ds-step-turn = 轉動{ $die }
ds-step-navigator-reroll = 重擲最多三顆骰子
ds-step-resource-die = 資源骰
ds-step-reroll = 重擲{ $die }
ds-step-resource-draw = 再抽兩顆並擲出
ds-step-tech-gives = { $points }{ $effect }
ds-step-free = 免費行動
ds-step-factory = { $tile }上的工廠
ds-step-factory-gives = 收回一頂帳篷，得{ $made }
ds-step-control = 控制{ $tile }
ds-step-control-gives = 3 頂帳篷換一座房屋
ds-step-keep-tile = 保留{ $tile }
ds-step-star = ★{ $high }/{ $low }
ds-step-star-bonus = ★{ $high }/{ $low }，獎勵{ $bonus }
ds-step-tent-from-board = 從個人板放一頂帳篷
ds-step-to-tile = 到{ $tile }
ds-step-recall = 收回一頂帳篷
ds-step-from-tile = 從{ $tile }
ds-step-beside = { $tile }邊上
ds-step-sell-same = 三個相同資源換 6 分
ds-step-sell-different = 三種不同資源換 5 分
ds-step-sell-pair = 任意兩個資源換 2 分
ds-step-sell-remove = 移出一顆骰子換 3 分
ds-step-without = 不含{ $resource }
ds-step-pair = { $first }和{ $second }
ds-step-die-colour = 一顆{ $colour }色骰子
ds-step-keep = 留到下一輪
ds-step-side = { $side ->
    [e] 右側
    [ne] 右上方
    [nw] 左上方
    [w] 左側
    [sw] 左下方
   *[se] 右下方
}

ds-phase-draft = 起始地塊
ds-phase-roll = 第 { $round } 輪：擲骰
ds-phase-act = 第 { $round } 輪，第 { $pass } / 2 次行動
ds-phase-keep = 第 { $round } 輪：整理
ds-prompt-rolls = { $name } 擲骰中…
ds-prompt-thinking = { $phase } · { $name } 正在思考…
ds-prompt-asks = { $phase } · { $name }：{ $ask }
ds-ask-over = 遊戲已結束
ds-ask-draft = 放一塊起始地塊
ds-ask-pick-reroll = 選出要讓領航員重擲的骰子，或直接擲
ds-ask-adjust = 調整你的骰子，或表示準備好了
ds-ask-free-or-end = 執行一個免費行動，或結束回合
ds-ask-choose-action = 選擇一個行動、免費行動，或跳過
ds-ask-recruit = 選擇招募骰子的顏色，或結束
ds-ask-choose-tile = 選擇要放哪一塊抽到的地塊
ds-ask-place-tile = 選擇探索到的地塊放在哪裡
ds-ask-follow = 跟進到新地塊，或放棄
ds-ask-follow-own = 有人跟進到你的新地塊：也從個人板放一頂帳篷上去，或不放
ds-ask-deploy = 使用一個部署符號，或結束
ds-ask-recall = 收回一頂帳篷，或停止收回
ds-ask-raid = 選擇突襲誰的帳篷，或結束
ds-ask-trade = 選擇一項交易，或結束
ds-ask-reroll = 選出要重擲的骰子
ds-ask-keep = 留下一顆沒用的骰子，或不留

ds-bar-symbols-title = 符號：
ds-confirm-ends-turn = { $action }：你的回合將結束。
ds-confirm-points = { $action }：分數 { $before } → { $after }
ds-confirm-do = 確定
ds-confirm-back = 不要
ds-pay-with = { $action }：用什麼支付？
ds-remove-which = { $action }：哪顆骰子離開遊戲？
ds-from-used = 已用骰子
ds-from-bag = 骰袋
ds-bar-your-tile = 你的地塊：
ds-bar-hand-tile = { $no } { $terrain } ★{ $high }/{ $low }
ds-bar-hand-tile-gives = { $tile } + { $bonus }
ds-tile-explained = 地塊 { $no }，{ $terrain }：終局時在這裡帳篷最多者（或有房屋者）得 { $high } 分，第二多者得 { $low } 分。
ds-tile-start-bonus = 從這裡起步可獲得{ $bonus }。
ds-bar-then-click = 然後點選地圖上亮起的位置
ds-bar-navigator = 領航員：轉動{ $die }
ds-bar-navigator-any = 領航員：轉動一顆骰子
ds-bar-navigator-menu = 領航員：重擲或轉動骰子
ds-bar-turn-to = 轉到{ $symbol }
ds-bar-click-again = （再點一次這顆骰子或點按鈕即可執行）
ds-bar-click-spot = 點選地圖上亮起的位置放地塊。
ds-bar-spot = { $letter }：{ $place }

ds-score-houses = 房屋
ds-score-tents = 帳篷 地圖/個人板
ds-score-dice = 骰袋 · 已用 · 抽數
ds-score-end = 終局條件：房屋 { $houses }/{ $most } · 剩餘分數標記 { $tokens } · 地塊堆 { $tiles } 塊 · 公共供應顏色 { $colours }（≤2 即終局）
ds-score-last-round = 第 { $round } 輪是最後一輪。
ds-techs-title = 科技
ds-techs-show = 科技（{ $key }）
ds-techs-hide = 隱藏科技（{ $key }）
ds-tech-research = { $n } 研究
ds-tech-on = 需在{ $terrain }
ds-tech-each-round = 每輪一個{ $symbol }
ds-tech-track = 多抽 1 顆骰子
ds-tech-per-house = 每座房屋 { $n } 分
ds-tech-per-terrain = 每塊{ $terrain } { $n } 分
ds-tech-points = { $n } 分 { $effect }
ds-map-factory-points = ⚙{ $n } 分
ds-map-extra-die = +1 骰
ds-plate = { $name } · { $points }

ds-sheet-tiles = 地塊
ds-sheet-techs = 科技
ds-sheet-dice = 骰子
ds-sheet-houses = 房屋
ds-sheet-tokens = 分數標記
ds-sheet-total = 總分
ds-round-sheet-title = 第 { $round } 輪結束
ds-sheet-this-round = 本輪
ds-round-sheet-rule = 分數計算你領先的地塊、科技、骰子、房屋和得分標記：一輪下來也可能失分。
ds-results-chart = 每輪後的分數（當時的地塊、科技、骰子、房屋和標記）

# 每個動作的結果，顯示在動作旁邊（手機按鈕、電視操作列懸停時、手把游標）。
ds-out-spends = 花掉{ $spent }：{ $then }
ds-out-tile = { $tile }連同你的帳篷放到這裡
ds-out-tile-bonus = { $tile }連同你的帳篷放到這裡，你得到{ $bonus }
ds-out-shows = { $die }隨後顯示{ $symbol }
ds-out-take-back = { $colour }色骰子重新顯示{ $symbol }，領航員不算用掉
ds-out-pick-three = 然後最多選三顆其他骰子重擲
ds-out-rerolled = 重擲{ $die }
ds-out-draws = { $n ->
    [0] 骰袋已空，沒有可抽的骰子
   *[other] 從骰袋再抽 { $n } 顆骰子並擲出
}
ds-out-pick = { $die }將被重擲；可以再選，或直接擲
ds-out-pick-rolls = 加上{ $die }，現在重擲 { $n } 顆骰子
ds-out-reroll = 重擲選中的 { $n } 顆骰子
ds-out-ready-next = 保留這次擲骰；接下來由 { $name } 擲骰
ds-out-ready-act = 保留這次擲骰；行動階段由 { $name } 先開始
ds-out-recruit = { $n ->
    [1] 然後選一顆你所占地形顏色的新骰子，放入已用骰子
   *[other] 然後最多選 { $n } 顆你所占地形顏色的新骰子，放入已用骰子
}
ds-out-explore = { $n ->
    [1] 抽一塊地塊來放
   *[other] 抽 { $n } 塊地塊，留下一塊來放
}
ds-out-deploy = 接著移動帳篷 { $n } 次
ds-out-raid = { $tile }上最多 { $n } 頂對手的帳篷被趕回家，換上你的帳篷
ds-out-gain = 你得到{ $got }
ds-out-trade = 接著交易 { $n } 次（用資源或骰子換分）
ds-out-research = 你擁有{ $tech }（{ $points }{ $effect }）
ds-out-skip = 什麼也不花；之後還可以做免費行動
ds-out-skip-ends = 什麼也不花；你的回合結束
ds-out-factory = { $tile }上的一頂帳篷回到你的個人板；你得到{ $gain }
ds-out-control = 你在{ $tile }上的 { $n } 頂帳篷回到公共供應；你的房屋永久占據這裡
ds-out-and-turn-ends = { $what }；你的回合結束
ds-out-end-turn = 你的回合結束；接下來輪到 { $name }
ds-out-end-game = 你的回合結束，遊戲也隨之結束
ds-out-keep = { $die }保持現在的點數留到下一輪；{ $rest ->
    [0] 沒有別的骰子了
   *[other] 其餘的放入已用骰子
}
ds-out-keep-none = 沒用上的骰子全部放入已用骰子
ds-out-take-die = 從公共供應拿一顆{ $colour }色骰子放入已用骰子
ds-out-take-die-more = 從公共供應拿一顆{ $colour }色骰子放入已用骰子；還可以再選一顆
ds-out-choose-tile = 接下來放{ $tile }；{ $others ->
    [0] 沒有抽到別的地塊
   *[other] 其餘地塊移出遊戲
}
ds-out-tent-onto = 個人板上的一頂帳篷放到{ $tile }（個人板上還剩 { $board } 頂）
ds-out-decline = 你的帳篷留在個人板上
ds-out-tent-to-board = 從公共供應拿一頂帳篷到個人板，個人板上變為 { $board } 頂
ds-out-recall-tents = 用掉一次帳篷移動：然後把帳篷一頂一頂收回個人板
ds-out-recall = { $tile }上的一頂帳篷回到個人板，個人板上變為 { $board } 頂
ds-out-recall-done = 不再收回帳篷；部署結束
ds-out-recall-done-more = 不再收回帳篷；繼續剩下的帳篷移動
ds-out-hit = { $name } 在{ $tile }上的帳篷回到其個人板；你的一頂帳篷取而代之
ds-out-hit-supply = { $name } 在{ $tile }上的帳篷回到公共供應（其個人板已滿）；你的一頂帳篷取而代之
ds-out-sell = 付出{ $paid }；你得到{ $points }
ds-out-sell-used = 已用骰子中的一顆{ $colour }色骰子移出遊戲；你得到{ $points }
ds-out-sell-bag = 骰袋中的一顆{ $colour }色骰子移出遊戲；你得到{ $points }
ds-out-sell-roll = { $die }移出遊戲；你得到{ $points }
ds-out-finish = 在這裡結束{ $act }；剩下的作廢
ds-out-nothing = 沒有
ds-out-spent-die = { $die }
ds-out-spent-tile = { $tile }
ds-out-spent-card = { $tech }

# The rules' refusals as the player reads them (see en.ftl for the arguments).
ds-error-content = Dice Settlers 的內容數據已損壞。
ds-error-chance-first = 正在抽取骰子或地塊：請等一下。
ds-error-no-chance = 現在沒有在抽取或擲骰。
ds-error-chance-count = 這裡需要 { $want } 個結果，不是 { $got } 個。
ds-error-chance-value = 這裡的結果為 1 到 { $sides }，沒有 { $value }。
ds-error-turn-same = 那顆骰子已經是 { $value } 點：請轉到別的面。
ds-error-turn-face = 骰子只能轉到 1 到 6 的面，沒有 { $value }。
ds-error-not-now = 現在不能這樣選：{ $question }。
ds-error-act-used = 本輪你已經執行過{ $act }。
ds-error-symbols = 這需要 { $want } 個{ $symbol }，你只有 { $have } 個。
ds-error-symbol-count = 這個行動不能花費 { $n } 個符號。
ds-error-no-such-die = 你擲出的骰子裡沒有這顆。
ds-error-no-such-place = 你抽到的地塊裡沒有這塊。
ds-error-same-die = 骰子不能為調整自己付費：請選另一顆。
ds-error-no-such-tile = 這裡不能選 { $tile } 號地塊。
ds-error-bad-spot = 地塊不能放在那裡：必須與規則所說的地塊相鄰。
ds-error-not-present = 你在 { $tile } 號地塊上或旁邊沒有帳篷或房屋。
ds-error-no-tent-on-board = 你的個人版圖上沒有帳篷了。
ds-error-board-full = 你的個人版圖上沒有空的帳篷位。
ds-error-no-tents-there = 那位玩家在 { $tile } 號地塊上沒有帳篷。
ds-error-not-terrain = { $colour }色骰子來自你有帳篷或房屋的地形，而你沒有這樣的地形。
ds-error-supply-empty = 供應區沒有{ $colour }色骰子了。
ds-error-no-resource-symbols = 你沒有可收穫的資源符號。
ds-error-resources = 你的資源不夠支付（金可代替任何一種）。
ds-error-no-die-to-remove = 你沒有可移除的{ $colour }色骰子。
ds-error-needs-terrain = 這項科技需要在{ $terrain }地塊上有帳篷或房屋。
ds-error-already-owned = 你已經擁有這項科技。
ds-error-no-such-card = 這項科技不在科技列中。
ds-error-no-factory = { $tile } 號地塊沒有你能用的工廠（你需要在那裡有帳篷，並且版圖上有空位）。
ds-error-factory-used = 本輪你已經用過 { $tile } 號地塊的工廠。
ds-error-no-control = 你不能控制 { $tile } 號地塊：那裡不能有房屋，而且你的帳篷要最多，比任何人至少多 3 個。
ds-error-no-houses-left = 你已經沒有房屋可以放了。
ds-error-empty-stack = 地塊堆已經空了。
ds-error-nothing-to-keep = 你沒有未使用的骰子可以保留。
ds-error-no-navigator = 你沒有別的領航員符號可以支付。
ds-error-no-resource-die = 你沒有別的顯示資源的骰子可以支付。
ds-error-too-many-picked = 領航員最多重擲三顆骰子。
ds-error-nothing-to-take-back = 沒有可以收回的轉動過的骰子。
ds-error-die-not-navigator = 那顆骰子不是領航員：請用顯示領航員的骰子或科技支付。
ds-error-card-not-navigator = 那項科技不是你擁有的帶領航員的科技。
ds-error-die-not-resource = 那顆骰子不是資源：請用另一顆顯示資源的骰子支付。
ds-error-card-not-resource = 資源調整要用擲出資源的骰子支付，不能用科技。
ds-error-card-used = 那項科技的領航員本輪已經用過。
ds-error-die-not-colour = 你擲出的那顆骰子不是{ $colour }色。
ds-error-no-die-in-roll = 你擲出的骰子裡沒有可移除的{ $colour }色骰子。
ds-error-no-die-used = 你的已用區沒有可移除的{ $colour }色骰子。
ds-error-no-die-bag = 你的袋子裡沒有可移除的{ $colour }色骰子。
