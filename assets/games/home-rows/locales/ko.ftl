# 홈 로우 테이블의 말: 기록, 자막, 안내, 행동 막대, 점수판, 테이블 위 글자, 점수표와 결과.

# 힌트: 고수 AI가 자기가 둘 수를 어떻게 보는지. $n은 시뮬레이션 횟수, $chance는 백분율.
hr-hint-expert = 라운드 끝까지 { $n }번 시뮬레이션한 결과, 이렇게 하면 이길 확률이 약 { $chance }%입니다.

game-home-rows = 홈 로우
setup-blurb-home-rows = 주사위를 하나씩 굴려 줄을 채우고, 내 홈 줄은 낮게 유지하세요: 합계가 가장 낮은 사람이 이깁니다.
setup-home-row = { $colour } 줄

hr-colour-red = 빨간
hr-colour-yellow = 노란
hr-colour-green = 초록
hr-colour-blue = 파란
hr-die = { $colour } { $value }
hr-side-left = 왼쪽
hr-side-right = 오른쪽
hr-counters = 칩 { $n }개

hr-log-rolls = { $name } 님이 { $die }을(를) 굴렸습니다.
hr-log-places = { $name } 님이 { $die }을(를) { $row } 줄 { $square }번 칸에 놓습니다.
hr-log-places-home = { $name } 님이 { $die }을(를) { $row } 줄 { $square }번 칸에 놓습니다 ({ $owner } 님의 홈 줄).
hr-log-takes-pot = { $name } 님이 팟에서 { $counters }를 가져갑니다.
hr-log-takes-from = { $name } 님이 { $other } 님에게서 { $counters }를 가져갑니다.
hr-log-takes-nothing = 팟이 비었고 이웃에게도 주사위가 없습니다: { $name } 님은 아무것도 받지 못합니다.
hr-log-trade = { $name } 님이 교환을 강요합니다: { $value }은(는) { $to } 님에게 가고, { $to } 님이 { $counters }를 냅니다.
hr-log-passes = { $name } 님은 주사위가 없어 넘어갑니다.
hr-log-trades-off = 열 차례 동안 아무도 놓지 않았습니다: 이번 라운드가 끝날 때까지 교환할 수 없습니다.
hr-log-round-over = { $round }라운드가 끝났습니다. 홈 줄 점수: { $list }.
hr-log-tie-break = 가장 낮은 합계가 같습니다: 한 라운드 더.
hr-log-round-start = { $rounds }라운드 중 { $round }라운드: { $name } 님부터 시작합니다.
hr-log-game-over = 게임 종료: 가장 낮은 합계로 { $names } 승리.

hr-caption-puts = { $name }: { $die } → { $row } 줄
hr-caption-from-pot = { $name }: 팟에서 +{ $n }
hr-caption-from = { $name }: { $other } 님에게서 +{ $n }
hr-caption-trades = { $name }: { $value }을(를) { $to } 님에게 교환 +{ $n }

hr-prompt-rolls = { $name } 님이 { $colour } 주사위를 굴리는 중…
hr-prompt-choosing = { $name } 님이 주사위를 고르는 중…
hr-prompt-roll = { $name }: 내 주사위 하나를 눌러 굴리세요 (1–4 키)
hr-prompt-ai-rolled = { $name } 님이 { $die }을(를) 굴렸습니다…
hr-prompt-place = { $name }: { $die }을(를) 불 켜진 칸에 놓으세요
hr-prompt-place-or-trade = { $name }: { $die }을(를) 불 켜진 칸에 놓거나 교환을 강요하세요
hr-square-taken = 이미 찬 칸입니다: 불 켜진 칸을 고르세요.

hr-score-round = { $rounds }라운드 중 { $round }라운드 · 팟 { $pot }
hr-score-round-trades-off = { $rounds }라운드 중 { $round }라운드 · 팟 { $pot } · 교환 불가
hr-score-dice = 주사위
hr-score-counters = 칩
hr-score-rows = 라운드
hr-score-total = 합계
hr-score-rule = 합계가 가장 낮은 사람이 이깁니다: 홈 줄 눈의 합 빼기 칩.

hr-bar-roll = 주사위 굴리기:
hr-bar-die = { $colour } ×{ $held }  [{ $key }]
hr-bar-take-from = 칩 받을 곳:
hr-bar-take-side = { $side } { $name } ({ $n })
hr-bar-trade = { $name } 님에게 교환 ({ $side })
hr-bar-click-square = 판의 불 켜진 칸을 눌러 주사위를 놓으세요.

hr-plate = { $counters }  ·  합계 { $total }
hr-home-of = { $name } 님의 홈
hr-pot = 팟 { $n }

hr-sheet-title = 점수표
hr-sheet-round = { $n }라운드
hr-sheet-counters = 칩
hr-sheet-total = 합계
hr-sheet-rule = 홈 줄 눈의 합에서 가진 칩을 뺍니다. 합계가 가장 낮은 사람이 이깁니다.
hr-results-wins = 가장 낮은 합계로 { $names } 승리!
hr-results-share = 가장 낮은 합계로 { $names } 공동 승리!
hr-results-chart = 라운드마다 더한 홈 줄 점수

pad-hr-roll = { $colour } 주사위 굴리기
pad-hr-place = { $row } 줄 { $square }번 칸에 놓기
pad-hr-place-from = { $row } 줄 { $square }번 칸에 놓기, { $name } 님의 칩 ({ $side })
pad-hr-trade = { $name } 님에게 교환 강요 ({ $side })
hr-seat-total = 지금 합계: { $total }
hr-seat-counters = 칩: { $n }
hr-seat-dice = 주사위: { $list }
hr-seat-dice-of = { $colour } ×{ $n }
hr-seat-no-dice = 주사위: 없음
hr-seat-home = 홈 줄 ({ $colour }) 지금: { $score }
hr-seat-rounds = 라운드: { $list }
hr-step-place = { $row } 줄 { $square }번 칸에 놓기
hr-step-from = { $name } 님의 칩 ({ $side })

# 각 행동이 하는 일, 행동 옆에 표시됩니다 (휴대폰 버튼, TV 막대에 마우스를 올렸을 때, 게임패드 커서).
hr-outcome-die = { $held ->
    [1] 마지막 { $colour } 주사위
   *[other] { $colour } 주사위 { $held }개 중 하나
}
hr-outcome-roll-pot = { $die }를 굴립니다. 놓으면 나온 눈만큼 팟에서 칩을 가져옵니다 (팟에 { $pot }개)
hr-outcome-roll-trade = { $die }를 굴립니다. 팟이 비었으니 놓아서 이웃의 칩을 가져오거나 교환하세요
hr-outcome-roll-place = { $die }를 굴립니다. 팟이 비었으니 놓아서 이웃의 칩을 가져오세요
hr-outcome-roll-free-trade = { $die }를 굴립니다. 팟이 비었고 이웃에게 주사위가 없어 놓아도 얻는 것이 없지만, 교환하면 받을 수도 있습니다
hr-outcome-roll-free = { $die }를 굴립니다. 팟이 비었고 이웃에게 주사위가 없어 놓아도 얻는 것이 없습니다
hr-outcome-pot = 팟에서 { $counters }를 가져옵니다
hr-outcome-pot-last = 팟에 남은 { $counters }를 모두 가져옵니다
hr-outcome-from = { $other } 님에게서 { $counters }를 가져옵니다
hr-outcome-from-all = { $other } 님이 가진 { $counters }를 모두 가져옵니다
hr-outcome-from-none = { $other } 님에게 칩이 없어 아무것도 받지 못합니다
hr-outcome-nobody = 팟이 비었고 이웃에게 주사위가 없어 아무것도 받지 못합니다
hr-outcome-trade = { $other } 님에게 { $value }을(를) 주고 그 사람에게서 { $counters }를 받습니다
hr-outcome-trade-all = { $other } 님에게 { $value }을(를) 주고, 가진 { $counters }를 모두 받습니다
hr-outcome-trade-none = { $other } 님에게 { $value }을(를) 주지만, 받을 칩이 없습니다
hr-outcome-trade-nothing = { $other } 님에게 { $value }을(를) 주고 아무것도 받지 않습니다

# 규칙이 거절한 이유를 플레이어가 읽는 말로. $colour는 색, $side는 왼쪽이나 오른쪽.
hr-error-colour-count = 플레이어 { $players }명에게 색 { $given }개가 주어졌습니다. 자리마다 하나씩이어야 합니다.
hr-error-colour-twice = { $colour } 색이 두 자리에 주어졌습니다. 자리마다 자기 색이 있어야 합니다.
hr-error-roll-first = 먼저 굴리세요. 차례는 내 주사위 하나를 굴리며 시작합니다.
hr-error-already-rolled = 이번 차례에 이미 굴렸습니다. 주사위를 놓거나 교환하세요.
hr-error-no-die-of-colour = { $colour } 주사위가 없습니다.
hr-error-no-square = 판에 그런 칸이 없습니다.
hr-error-square-taken = 그 칸에는 이미 주사위가 있습니다.
hr-error-from-required = 팟이 비었습니다. 주사위를 가진 이웃 중 가져올 사람을 고르세요.
hr-error-pot-not-empty = 팟에 아직 칩이 있습니다. 팟에서 가져옵니다.
hr-error-neighbour-no-dice = { $side } 플레이어에게 주사위가 없어서 가져올 수 없습니다.
hr-error-trade-with-pot = 교환은 팟이 비었을 때만 할 수 있습니다.
hr-error-trades-off = 이번 라운드 끝까지 교환할 수 없습니다. 열 차례 동안 주사위가 놓이지 않았습니다.
