# 다이스 세틀러 테이블의 말: 구성물 이름, 기록, 행동 버튼, 안내, 점수판, 기술 줄, 지도 위 글자와 결과.

# 힌트: 탐색하는 AI 수준이 자기가 할 선택을 어떻게 보는지. $round라운드 끝까지 $n번 시뮬레이션;
# $points는 가장 강한 상대에 대한 예상 점수 차($standing: ahead 앞섬, behind 뒤처짐, level 비슷함).
ds-hint-search = { $round }라운드 끝까지 { $n }번 시뮬레이션한 결과, 이 선택으로 { $standing ->
        [ahead] 가장 강한 상대보다 평균 { $points }점 앞섭니다
        [behind] 가장 강한 상대보다 평균 { $points }점 뒤처집니다
       *[level] 가장 강한 상대와 평균적으로 비슷합니다
    } (AI 추정치).

game-dice-settlers = 다이스 세틀러
setup-blurb-dice-settlers = 기호 주사위 주머니를 키우고, 육각형 지도를 탐험하고, 타일을 차지하세요: 점수가 가장 높은 사람이 이깁니다.

ds-terrain-grassland = 초원
ds-terrain-forest = 숲
ds-terrain-hills = 언덕
ds-terrain-mountain = 산
ds-terrain-desert = 사막
ds-die-white = 흰색
ds-die-yellow = 노란색
ds-die-green = 초록색
ds-die-brown = 갈색
ds-die-blue = 파란색
ds-die-red = 빨간색
ds-resource-gold = 금
ds-resource-iron = 철
ds-resource-wood = 나무
ds-resource-food = 식량
ds-symbol-recruit = 모집
ds-symbol-explore = 탐험
ds-symbol-deploy = 배치
ds-symbol-raid = 습격
ds-symbol-research = 연구
ds-symbol-trade = 교역
ds-symbol-navigator = 항해사
ds-symbol-gold = 금
ds-symbol-iron = 철
ds-symbol-wood = 나무
ds-symbol-food = 식량
ds-act-harvest = 수확

ds-tech-granary = 곡물 창고
ds-tech-guild-hall = 길드 회관
ds-tech-monument = 기념비
ds-tech-market = 시장
ds-tech-workshop = 작업장
ds-tech-caravan = 대상
ds-tech-barracks = 병영
ds-tech-forge = 대장간
ds-tech-fortress = 요새
ds-tech-wagons = 마차
ds-tech-compass = 나침반
ds-tech-roads = 도로
ds-tech-observatory = 천문대
ds-tech-school = 학교
ds-tech-academy = 학술원
ds-tech-orchards = 과수원
ds-tech-pastures = 목초지
ds-tech-town-charter = 도시 헌장

ds-tile = { $no }번 타일 ({ $terrain })
ds-points = { $n }점
ds-bonus-die = { $colour } 주사위 하나
ds-bonus-resource = { $resource } 하나
ds-bonus-tent = 두 번째 텐트
ds-offer-same = { $resource } 셋으로 6점
ds-offer-different = 서로 다른 자원 셋 ({ $resource } 제외)으로 5점
ds-offer-pair = { $first }와(과) { $second }(으)로 2점
ds-offer-remove = { $colour } 주사위 하나를 게임에서 빼고 3점

ds-log-draft = 시작 타일 고르기: { $name } 님이 먼저 놓습니다.
ds-log-starts-on = { $name } 님이 { $tile }에서 시작합니다.
ds-log-starts-on-bonus = { $name } 님이 { $tile }에서 시작하고 { $bonus }을(를) 받습니다.
ds-log-draws = { $name } 님이 주사위 { $n }개를 뽑습니다.
ds-log-draws-refill = { $name } 님이 주사위 { $n }개를 뽑습니다 (쓴 주사위는 주머니로 돌아갔습니다).
ds-log-turns = { $name } 님이 항해사로 주사위 하나를 { $symbol }(으)로 돌립니다.
ds-log-takes-back = { $name } 님이 돌리기를 되돌립니다: { $colour } 주사위가 다시 { $symbol }입니다.
ds-log-rerolls = { $name } 님이 주사위 { $n }개를 다시 굴립니다.
ds-log-draws-two = { $name } 님이 자원 주사위를 써서 두 개를 더 뽑습니다.
ds-log-acts = { $name }: { $act }.
ds-log-acts-with = { $name }: { $act }, 기호 { $n }개 사용.
ds-log-skips = { $name } 님이 건너뜁니다.
ds-log-recruits = { $name } 님이 { $colour } 주사위를 모집합니다.
ds-log-tiles-drawn = { $name } 님이 더미에서 타일 { $n }장을 뽑습니다.
ds-log-explores = { $name } 님이 { $tile }을(를) 탐험합니다.
ds-log-explores-bonus = { $name } 님이 { $tile }을(를) 탐험하고 { $bonus }을(를) 받습니다.
ds-log-follows = { $name } 님이 { $no }번 타일로 따라갑니다.
ds-log-tent-to-board = { $name } 님이 텐트 하나를 개인 판에 올립니다.
ds-log-deploys = { $name } 님이 { $tile }에 텐트를 배치합니다.
ds-log-recalls = { $name } 님이 { $no }번 타일에서 텐트를 회수합니다.
ds-log-raids = { $name } 님이 { $tile }에 있는 { $victim } 님의 텐트를 습격합니다.
ds-log-harvests = { $name } 님이 { $got }을(를) 수확합니다.
ds-log-harvests-nothing = { $name } 님은 아무것도 수확하지 못합니다.
ds-log-sells = { $name } 님이 교역합니다: { $offer }, +{ $points }.
ds-log-researches = { $name } 님이 { $tech }을(를) 연구합니다 ({ $points }).
ds-log-factory = { $name } 님이 { $no }번 타일의 공장을 돌립니다.
ds-log-house = { $name } 님이 { $tile }에 집을 짓습니다.
ds-log-keeps = { $name } 님이 다음 라운드를 위해 { $colour } 주사위를 남깁니다.
ds-log-end-near = 끝이 다가옵니다 ({ $why }): { $round }라운드가 마지막입니다.
ds-end-houses = 한 플레이어가 집을 모두 지었습니다
ds-end-tokens = 점수 토큰이 떨어졌습니다
ds-end-tiles = 타일 더미가 떨어졌습니다
ds-end-supply = 공급처에서 주사위 한 색이 떨어졌습니다
ds-log-round-over = { $round }라운드가 끝났습니다. { $name } 님이 { $next }라운드를 시작합니다.
ds-log-game-over = 게임 종료: { $names } 님이 { $points }점으로 승리.

ds-die = 주사위 { $n }
ds-die-showing = 주사위 { $n } ({ $colour } { $symbol })
ds-symbols = 기호 { $n }개
ds-new-dice = 새 주사위 { $n }개
ds-draw-tiles = 타일 { $n }장 뽑기
ds-tent-moves = 텐트 { $n }번 이동
ds-trades = 교역 { $n }번
ds-on-tile = { $tile }에서
ds-act-button = { $act }: { $what } ({ $symbols })
ds-act-start-tile = { $tile }에서 시작, { $place }
ds-act-navigator-reroll = 항해사: 주사위를 세 개까지 다시 굴리기
ds-act-resource-reroll = 자원 주사위: { $die } 다시 굴리기
ds-act-resource-draw = 자원 주사위: 두 개 더 뽑아 굴리기
ds-act-pick = { $die } 고르기
ds-act-roll-picked = 고른 주사위 굴리기
ds-act-ready = 준비 완료: 행동으로
ds-act-take-back = { $colour } 주사위 돌리기 되돌리기 (다시 { $symbol })
ds-act-harvest-button = 수확: 자원 기호를 토큰으로
ds-effect-symbol = , 라운드마다 { $symbol } 하나
ds-effect-track = , 주사위 1개 더 뽑기
ds-effect-per-house = , 게임 끝에 집마다 { $n }점
ds-effect-per-terrain = , 게임 끝에 { $terrain } 타일마다 { $n }점
ds-act-research = { $tech } 연구 ({ $points }{ $effect })
ds-act-skip = 이번 행동 건너뛰기
ds-factory-makes = { $resource } 2개
ds-act-factory = { $tile }의 공장: 텐트 하나 귀환, { $made }
ds-act-control = { $tile } 지배: 텐트 3개가 집 하나로
ds-act-end-turn = 차례 끝내기
ds-act-take-die = { $colour } 주사위 가져오기
ds-act-faces = { $action } (면: { $faces })
ds-face-count = { $symbol } ×{ $n }
ds-faces-sep = { ", " }
ds-act-spends = { $action }: 비용 { $cost }
ds-act-paid-with = { $action } ({ $payer }(으)로 지불)
ds-act-keep-tile = { $tile } 갖기 ★{ $high }/{ $low }
ds-act-keep-tile-bonus = { $tile } 갖기 ★{ $high }/{ $low }, 보너스 { $bonus }
ds-act-place-tile = { $place }에 놓기
ds-act-turn = { $die }을(를) { $symbol }(으)로 돌리기
ds-where = { $side ->
    [e] { $terrain }({ $no }번) 오른쪽
    [ne] { $terrain }({ $no }번) 오른쪽 위
    [nw] { $terrain }({ $no }번) 왼쪽 위
    [w] { $terrain }({ $no }번) 왼쪽
    [sw] { $terrain }({ $no }번) 왼쪽 아래
   *[se] { $terrain }({ $no }번) 오른쪽 아래
}
ds-where-terrain = { $terrain ->
    [grassland] 초원
    [forest] 숲
    [hills] 언덕
    [mountain] 산
   *[desert] 사막
}
ds-where-yours = { $place }, 내 텐트 가까이
ds-where-middle = 가운데
ds-act-follow = 따라가기: 개인 판의 텐트를 새 타일로
ds-act-decline = 따라가지 않기
ds-act-follow-own = 개인 판의 텐트를 내 새 타일로
ds-act-decline-own = 텐트를 놓지 않기
ds-act-tent-to-board = 공급처의 텐트를 개인 판으로
ds-act-tent-to-tile = 개인 판의 텐트를 { $tile }(으)로
ds-act-recall-tents = 지도에서 텐트 회수하기
ds-act-recall = { $tile }에서 텐트 회수
ds-act-recall-done = 회수 그만하기
ds-act-hit = { $name } 님의 텐트를 돌려보내기
ds-act-sell = 교역: { $offer }
ds-act-finish = 행동 마치기
ds-act-keep = { $die }을(를) 다음 라운드로 남기기
ds-act-keep-none = 남기지 않기
ds-seat-resources = 자원: { $list }
ds-seat-houses = 집: { $n }
ds-seat-tents = 텐트: 지도 { $map }, 판 { $board }
ds-seat-dice = 주사위: 주머니 { $bag }, 사용 { $used }, 뽑기 { $draw }
ds-seat-rolled = 굴린 주사위: { $list }
ds-seat-techs = 기술: { $list }
ds-step-spend = { $what } ({ $symbols })
ds-step-start = { $tile }에서 시작
ds-step-turn = { $die } 돌리기
ds-step-navigator-reroll = 주사위를 세 개까지 다시 굴리기
ds-step-resource-die = 자원 주사위
ds-step-reroll = { $die } 다시 굴리기
ds-step-resource-draw = 두 개 더 뽑아 굴리기
ds-step-tech-gives = { $points }{ $effect }
ds-step-free = 자유 행동
ds-step-factory = { $tile }의 공장
ds-step-factory-gives = 텐트 하나 귀환, { $made }
ds-step-control = { $tile } 지배
ds-step-control-gives = 텐트 3개가 집 하나로
ds-step-keep-tile = { $tile } 갖기
ds-step-star = ★{ $high }/{ $low }
ds-step-star-bonus = ★{ $high }/{ $low }, 보너스 { $bonus }
ds-step-tent-from-board = 개인 판의 텐트를
ds-step-to-tile = { $tile }(으)로
ds-step-recall = 텐트 회수
ds-step-from-tile = { $tile }에서
ds-step-beside = { $tile } 기준
ds-step-sell-same = 같은 자원 셋으로 6점
ds-step-sell-different = 서로 다른 자원 셋으로 5점
ds-step-sell-pair = 자원 둘로 2점
ds-step-sell-remove = 주사위 하나를 빼고 3점
ds-step-without = { $resource } 제외
ds-step-pair = { $first }와(과) { $second }
ds-step-die-colour = { $colour } 주사위
ds-step-keep = 다음 라운드로 남기기
ds-step-side = { $side ->
    [e] 오른쪽
    [ne] 오른쪽 위
    [nw] 왼쪽 위
    [w] 왼쪽
    [sw] 왼쪽 아래
   *[se] 오른쪽 아래
}

ds-phase-draft = 시작 타일
ds-phase-roll = { $round }라운드: 굴리기
ds-phase-act = { $round }라운드, 행동 { $pass }/2
ds-phase-keep = { $round }라운드: 정리
ds-prompt-rolls = { $name } 님이 굴리는 중…
ds-prompt-thinking = { $phase } · { $name } 님이 생각하는 중…
ds-prompt-asks = { $phase } · { $name }: { $ask }
ds-ask-over = 게임이 끝났습니다
ds-ask-draft = 시작 타일을 놓으세요
ds-ask-pick-reroll = 항해사로 다시 굴릴 주사위를 고르거나 굴리세요
ds-ask-adjust = 굴린 결과를 조정하거나 준비 완료를 누르세요
ds-ask-free-or-end = 자유 행동을 하거나 차례를 끝내세요
ds-ask-choose-action = 행동이나 자유 행동을 고르거나 건너뛰세요
ds-ask-recruit = 모집할 주사위의 색을 고르거나 마치세요
ds-ask-choose-tile = 뽑은 타일 중 놓을 것을 고르세요
ds-ask-place-tile = 탐험한 타일을 놓을 곳을 고르세요
ds-ask-follow = 새 타일로 따라가거나 그만두세요
ds-ask-follow-own = 다른 플레이어가 내 새 타일로 따라갔습니다: 개인 판의 텐트를 하나 더 놓거나 그만두세요
ds-ask-deploy = 배치 기호를 쓰거나 마치세요
ds-ask-recall = 텐트를 회수하거나 회수를 멈추세요
ds-ask-raid = 누구의 텐트를 습격할지 고르거나 마치세요
ds-ask-trade = 교역을 고르거나 마치세요
ds-ask-reroll = 다시 굴릴 주사위를 고르세요
ds-ask-keep = 쓰지 않은 주사위 하나를 남기거나 남기지 마세요

ds-bar-symbols-title = 기호:
ds-confirm-ends-turn = { $action }: 차례가 끝납니다.
ds-confirm-points = { $action }: 점수 { $before } → { $after }
ds-confirm-do = 확인
ds-confirm-back = 아니요
ds-pay-with = { $action }: 무엇으로 지불할까요?
ds-remove-which = { $action }: 어느 주사위를 제거할까요?
ds-from-used = 사용한 주사위
ds-from-bag = 주머니
ds-bar-your-tile = 내 타일:
ds-bar-hand-tile = { $no } { $terrain } ★{ $high }/{ $low }
ds-bar-hand-tile-gives = { $tile } + { $bonus }
ds-tile-explained = 타일 { $no }, { $terrain }: 게임이 끝날 때 이 타일에 텐트가 가장 많은 사람(또는 집 주인)은 { $high }점, 두 번째는 { $low }점
ds-tile-start-bonus = 여기서 시작하면 받음: { $bonus }
ds-bar-then-click = 그다음 지도에서 불 켜진 자리를 누르세요
ds-bar-navigator = 항해사: { $die } 돌리기
ds-bar-navigator-any = 항해사: 주사위 하나 돌리기
ds-bar-navigator-menu = 항해사: 다시 굴리기 또는 주사위 돌리기
ds-bar-turn-to = { $symbol }(으)로
ds-bar-click-again = (하려면 주사위를 한 번 더 누르거나 버튼을 누르세요)
ds-bar-click-spot = 지도에서 불 켜진 자리를 눌러 타일을 놓으세요.
ds-bar-spot = { $letter } · { $place }

ds-score-houses = 집
ds-score-tents = 텐트 지도/판
ds-score-dice = 주머니 · 사용 · 뽑기
ds-score-end = 끝나는 조건: 집 { $houses }/{ $most } · 남은 점수 토큰 { $tokens } · 더미의 타일 { $tiles } · 공급처 색 { $colours } (2 이하이면 끝)
ds-score-last-round = { $round }라운드가 마지막입니다.
ds-techs-title = 기술
ds-techs-show = 기술 ({ $key })
ds-techs-hide = 기술 숨기기 ({ $key })
ds-tech-research = 연구 { $n }
ds-tech-on = { $terrain } 필요
ds-tech-each-round = 라운드마다 { $symbol }
ds-tech-track = 주사위 1개 더 뽑기
ds-tech-per-house = 집마다 { $n }점
ds-tech-per-terrain = { $terrain } 타일마다 { $n }점
ds-tech-points = { $n }점 { $effect }
ds-map-factory-points = ⚙{ $n }점
ds-map-extra-die = +1 주사위
ds-plate = { $name } · { $points }

ds-sheet-tiles = 타일
ds-sheet-techs = 기술
ds-sheet-dice = 주사위
ds-sheet-houses = 집
ds-sheet-tokens = 점수 토큰
ds-sheet-total = 합계
ds-round-sheet-title = { $round } 라운드가 끝났습니다
ds-sheet-this-round = 이번 라운드
ds-round-sheet-rule = 점수는 앞선 타일, 기술, 주사위, 집, 점수 토큰을 셉니다. 라운드에서 점수를 잃을 수도 있습니다.
ds-results-chart = 라운드별 점수 (그때의 타일, 기술, 주사위, 집, 토큰)

# 각 행동이 하는 일, 행동 옆에 표시됩니다 (휴대폰 버튼, TV 막대에 마우스를 올렸을 때, 게임패드 커서).
ds-out-spends = { $spent }을(를) 씁니다: { $then }
ds-out-tile = { $tile }이(가) 내 텐트와 함께 그 자리에 놓입니다
ds-out-tile-bonus = { $tile }이(가) 내 텐트와 함께 그 자리에 놓이고, { $bonus }을(를) 얻습니다
ds-out-shows = { $die }은(는) { $symbol }(으)로 바뀝니다
ds-out-take-back = { $colour } 주사위가 다시 { $symbol }을(를) 보이고 항해사는 쓰지 않은 것이 됩니다
ds-out-pick-three = 그다음 다른 주사위를 세 개까지 골라 다시 굴립니다
ds-out-rerolled = { $die }을(를) 다시 굴립니다
ds-out-draws = { $n ->
    [0] 주머니가 비어 뽑을 주사위가 없습니다
   *[other] 주머니에서 주사위 { $n }개를 더 뽑아 굴립니다
}
ds-out-pick = { $die }을(를) 다시 굴릴 주사위로 고릅니다. 더 고르거나 굴리세요
ds-out-pick-rolls = { $die }까지 골라 지금 주사위 { $n }개를 다시 굴립니다
ds-out-reroll = 고른 주사위 { $n }개를 다시 굴립니다
ds-out-ready-next = 이 굴림으로 확정합니다. 다음은 { $name } 님이 굴립니다
ds-out-ready-act = 이 굴림으로 확정합니다. 행동은 { $name } 님부터 시작합니다
ds-out-recruit = { $n ->
    [1] 그다음 내 지형 색깔의 새 주사위 하나를 사용한 주사위에 더합니다
   *[other] 그다음 내 지형 색깔의 새 주사위를 { $n }개까지 사용한 주사위에 더합니다
}
ds-out-explore = { $n ->
    [1] 놓을 타일 한 장을 뽑습니다
   *[other] 타일 { $n }장을 뽑아 놓을 한 장을 고릅니다
}
ds-out-deploy = 이어서 텐트를 { $n }번 옮깁니다
ds-out-raid = { $tile }에 있는 상대 텐트를 { $n }개까지 돌려보내고 내 텐트로 바꿉니다
ds-out-gain = { $got }을(를) 얻습니다
ds-out-trade = 이어서 { $n }번 교역합니다 (자원이나 주사위를 점수로)
ds-out-research = { $tech }을(를) 갖습니다 ({ $points }{ $effect })
ds-out-skip = 아무것도 쓰지 않습니다. 자유 행동을 더 할 수 있습니다
ds-out-skip-ends = 아무것도 쓰지 않고 차례를 마칩니다
ds-out-factory = { $tile }의 텐트 하나가 개인 판으로 돌아오고, { $gain }을(를) 얻습니다
ds-out-control = { $tile }의 내 텐트 { $n }개가 공급처로 가고, 내 집이 그 타일을 영원히 차지합니다
ds-out-and-turn-ends = { $what }. 그리고 차례가 끝납니다
ds-out-end-turn = 차례를 마칩니다. 다음은 { $name } 님입니다
ds-out-end-game = 차례를 마치면 게임도 끝납니다
ds-out-keep = { $die }은(는) 지금 면 그대로 다음 라운드까지 남습니다. { $rest ->
    [0] 다른 주사위는 없습니다
   *[other] 나머지는 사용한 주사위로 갑니다
}
ds-out-keep-none = 쓰지 않은 주사위를 모두 사용한 주사위로 보냅니다
ds-out-take-die = 공급처의 { $colour } 주사위 하나가 사용한 주사위에 들어갑니다
ds-out-take-die-more = 공급처의 { $colour } 주사위 하나가 사용한 주사위에 들어갑니다. 하나 더 고를 수 있습니다
ds-out-choose-tile = 다음에 { $tile }을(를) 놓습니다. { $others ->
    [0] 다른 타일은 뽑지 않았습니다
   *[other] 나머지 타일은 게임에서 빠집니다
}
ds-out-tent-onto = 개인 판의 텐트 하나가 { $tile }(으)로 갑니다 (판에 { $board }개 남음)
ds-out-decline = 텐트는 개인 판에 그대로 둡니다
ds-out-tent-to-board = 공급처의 텐트 하나가 개인 판으로 와서 판에 { $board }개가 됩니다
ds-out-recall-tents = 텐트 이동 한 번을 써서, 텐트를 하나씩 개인 판으로 회수합니다
ds-out-recall = { $tile }의 텐트 하나가 개인 판으로 돌아와 판에 { $board }개가 됩니다
ds-out-recall-done = 회수를 멈추고 배치를 마칩니다
ds-out-recall-done-more = 회수를 멈추고 남은 텐트 이동을 이어 갑니다
ds-out-hit = { $tile }에 있는 { $name } 님의 텐트가 그 사람의 개인 판으로 돌아가고, 내 텐트가 그 자리를 차지합니다
ds-out-hit-supply = { $tile }에 있는 { $name } 님의 텐트가 공급처로 가고 (그 사람의 판이 가득 참), 내 텐트가 그 자리를 차지합니다
ds-out-sell = { $paid }을(를) 내고 { $points }을(를) 얻습니다
ds-out-sell-used = 사용한 주사위 중 { $colour } 주사위 하나가 게임에서 빠지고, { $points }을(를) 얻습니다
ds-out-sell-bag = 주머니의 { $colour } 주사위 하나가 게임에서 빠지고, { $points }을(를) 얻습니다
ds-out-sell-roll = { $die }이(가) 게임에서 빠지고, { $points }을(를) 얻습니다
ds-out-finish = { $act }을(를) 여기서 마칩니다. 남은 것은 사라집니다
ds-out-nothing = 없음
ds-out-spent-die = { $die }
ds-out-spent-tile = { $tile }
ds-out-spent-card = { $tech }

# 규칙이 거절한 이유를 플레이어가 읽는 말로. $colour는 주사위 색, $terrain은 지형, $tile은 타일 번호,
# The rules' refusals as the player reads them (see en.ftl for the arguments).
ds-error-content = Dice Settlers 데이터 파일이 손상되었습니다.
ds-error-chance-first = 주사위나 타일을 뽑는 중입니다. 기다려 주세요.
ds-error-no-chance = 지금은 뽑거나 굴리는 것이 없습니다.
ds-error-chance-count = 여기서는 결과 { $want }개가 필요합니다. { $got }개가 아닙니다.
ds-error-chance-value = 여기서 결과는 1~{ $sides }입니다. { $value }은(는) 안 됩니다.
ds-error-turn-same = 그 주사위는 이미 { $value } 눈입니다. 다른 면으로 돌리세요.
ds-error-turn-face = 주사위는 1~6 면으로만 돌릴 수 있습니다. { $value }은(는) 안 됩니다.
ds-error-not-now = 지금은 고를 수 없습니다. { $question }.
ds-error-act-used = 이번 라운드에 이미 { $act } 행동을 했습니다.
ds-error-symbols = { $symbol } 기호 { $want }개가 필요하지만 { $have }개뿐입니다.
ds-error-symbol-count = 그 행동에는 기호 { $n }개를 쓸 수 없습니다.
ds-error-no-such-die = 굴린 주사위 중에 그런 주사위가 없습니다.
ds-error-no-such-place = 뽑은 타일 중에 그런 타일이 없습니다.
ds-error-same-die = 주사위는 자기 자신의 조정 비용을 낼 수 없습니다. 다른 주사위를 고르세요.
ds-error-no-such-tile = 여기서는 { $tile }번 타일을 고를 수 없습니다.
ds-error-bad-spot = 타일을 거기에 놓을 수 없습니다. 규칙이 정한 타일에 닿아야 합니다.
ds-error-not-present = { $tile }번 타일 위나 옆에 텐트나 집이 없습니다.
ds-error-no-tent-on-board = 개인 판에 남은 텐트가 없습니다.
ds-error-board-full = 개인 판에 텐트를 둘 빈칸이 없습니다.
ds-error-no-tents-there = 그 플레이어는 { $tile }번 타일에 텐트가 없습니다.
ds-error-not-terrain = { $colour } 주사위는 텐트나 집이 있는 지형에서 오는데, 그런 지형이 없습니다.
ds-error-supply-empty = 공급처에 { $colour } 주사위가 남아 있지 않습니다.
ds-error-no-resource-symbols = 수확할 자원 기호가 없습니다.
ds-error-resources = 그 값을 낼 자원이 없습니다. (금은 어떤 자원으로도 쓸 수 있습니다.)
ds-error-no-die-to-remove = 제거할 { $colour } 주사위가 없습니다.
ds-error-needs-terrain = 그 기술은 { $terrain } 타일에 텐트나 집이 있어야 합니다.
ds-error-already-owned = 이미 가진 기술입니다.
ds-error-no-such-card = 그 기술은 줄에 없습니다.
ds-error-no-factory = { $tile }번 타일에는 쓸 수 있는 공장이 없습니다. (그곳에 텐트가 있고 판에 빈칸이 있어야 합니다.)
ds-error-factory-used = 이번 라운드에 이미 { $tile }번 타일의 공장을 사용했습니다.
ds-error-no-control = { $tile }번 타일을 차지할 수 없습니다. 집이 없어야 하고, 그곳 텐트가 가장 많으면서 다른 누구보다 3개 이상 많아야 합니다.
ds-error-no-houses-left = 집을 모두 지었습니다.
ds-error-empty-stack = 타일 더미가 비었습니다.
ds-error-nothing-to-keep = 남겨 둘 쓰지 않은 주사위가 없습니다.
ds-error-no-navigator = 값을 낼 다른 항해사 기호가 없습니다.
ds-error-no-resource-die = 값을 낼, 자원이 나온 다른 주사위가 없습니다.
ds-error-too-many-picked = 항해사는 주사위를 최대 세 개까지 다시 굴립니다.
ds-error-nothing-to-take-back = 되돌릴 돌린 주사위가 없습니다.
ds-error-die-not-navigator = 그 주사위에는 항해사가 없습니다. 항해사가 있는 주사위나 기술로 내세요.
ds-error-card-not-navigator = 그 기술은 항해사가 있는 내 기술이 아닙니다.
ds-error-die-not-resource = 그 주사위에는 자원이 없습니다. 자원이 나온 다른 주사위로 내세요.
ds-error-card-not-resource = 자원 조정은 기술이 아니라 자원이 나온 굴린 주사위로 냅니다.
ds-error-card-used = 그 기술의 항해사는 이번 라운드에 이미 사용했습니다.
ds-error-die-not-colour = 굴린 그 주사위는 { $colour } 주사위가 아닙니다.
ds-error-no-die-in-roll = 굴린 주사위 중에 제거할 { $colour } 주사위가 없습니다.
ds-error-no-die-used = 사용한 칸에 제거할 { $colour } 주사위가 없습니다.
ds-error-no-die-bag = 주머니에 제거할 { $colour } 주사위가 없습니다.
