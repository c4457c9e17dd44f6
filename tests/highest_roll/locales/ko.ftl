# Highest Roll (테스트 전용 게임).
hi-roll = 주사위 두 개 굴리기
hi-keep = { $total } 지키기
hi-reroll = 다시 굴리기
hi-rolled = { $name } 님이 { $a }, { $b }을(를) 굴렸습니다
hi-kept = { $name } 님이 { $total }을(를) 지킵니다
hi-round-won = { $round }라운드는 { $total }(으)로 { $names } 님이 이겼습니다
hi-game-over = { $names } 님이 가장 많은 라운드를 이겼습니다
hi-seat-wins = 이긴 라운드: { $n }
hi-seat-kept = 이번 라운드에 지킨 수: { $total }
hi-outcome-roll = 주사위 두 개를 굴립니다: 합이 이번 라운드 점수입니다
hi-outcome-keep = { $total }이(가) 이번 라운드 점수가 됩니다
hi-outcome-reroll = { $total }은(는) 사라지고 새로 굴린 값이 점수가 됩니다
game-highest-roll = Highest Roll

hi-error-not-now = 지금 할 수 있는 수가 아닙니다.
hi-error-dice = 지금은 1~6 눈의 주사위 두 개가 필요합니다.
hi-error-players = Highest Roll은 { $least }~{ $most }명이 합니다.
