# 라이어스 다이스 테이블의 말: 기록, 행동 막대, 휴대폰의 버튼과 상황, 힌트.
# $bid는 말로 쓴 호출("5 × 3"), $name과 $other는 자리의 이름입니다. 기록은 컵 아래의 주사위를
# 절대 말하지 않습니다: 호출, 그리고 컵을 열었을 때 센 개수만 말합니다.

game-liars-dice = 라이어스 다이스
setup-blurb-liars-dice = 내 컵만 보면서 모든 컵 아래의 주사위를 불러 보세요: 허세에는 Dudo, 딱 맞으면 Calza.

# 힌트: 보통 AI가 자기가 둘 수를 어떻게 보는지. $chance는 백분율.
ld-hint-greedy = 이렇게 하면 주사위를 하나도 잃지 않을 확률이 약 { $chance }%입니다.

ld-bid = { $quantity } × { $face }

ld-act-bid = { $bid } 부르기
ld-act-dudo = Dudo! { $other } 님의 { $bid }에 도전
ld-act-calza = Calza! { $other } 님의 { $bid }이(가) 딱 맞다고 선언
ld-act-dudo-none = Dudo! (아직 도전할 호출이 없음)
ld-act-calza-none = Calza! (아직 선언할 호출이 없음)
ld-step-quantity = { $quantity } × …
ld-standing = 넘어야 할 선언: { $name } 님의 { $bid }

ld-outcome-bid-wild = 테이블에 적어도 { $bid }이(가) 있다고 말합니다. 1도 함께 셉니다. 내 주사위 { $own }개가 받쳐 줍니다.
ld-outcome-bid = 테이블에 적어도 { $bid }이(가) 있다고 말합니다. 1은 세지 않습니다. 내 주사위 { $own }개가 받쳐 줍니다.
ld-outcome-bid-wild-public = 테이블에 적어도 { $bid }이(가) 있다고 말합니다. 1도 함께 셉니다.
ld-outcome-bid-public = 테이블에 적어도 { $bid }이(가) 있다고 말합니다. 1은 세지 않습니다.
ld-outcome-dudo = 모든 컵을 엽니다: { $bid }보다 적으면 { $other } 님이, 아니면 내가 주사위를 하나 잃습니다.
ld-outcome-calza = 모든 컵을 엽니다: 딱 { $bid }이면 주사위 하나를 되찾고, 아니면 하나를 잃습니다.
ld-outcome-calza-full = 모든 컵을 엽니다: 딱 { $bid }이면 주사위가 그대로이고, 아니면 하나를 잃습니다.

ld-log-opening = 모든 자리가 자기 컵 아래에 주사위를 던집니다: 각자 자기 것만 봅니다.
ld-log-round = { $round }라운드: 모든 컵이 놓였습니다. { $name } 님이 먼저 부릅니다.
ld-log-round-palifico = { $round }라운드는 palifico 라운드입니다: 1은 만능이 아니고 모든 호출이 처음 숫자를 지킵니다. { $name } 님이 먼저 부릅니다.
ld-log-bid = { $name } 님이 { $bid }을(를) 부릅니다.
ld-log-dudo = { $name } 님이 { $other } 님의 { $bid }에 Dudo를 외칩니다: 컵을 열자 { $count }개가 셉니다.
ld-log-calza = { $name } 님이 { $other } 님의 { $bid }에 Calza를 외칩니다: 컵을 열자 { $count }개가 셉니다.
ld-log-die-lost = { $name } 님이 주사위를 하나 잃습니다: { $left }개 남았습니다.
ld-log-die-gained = { $name } 님이 주사위를 하나 되찾습니다: 이제 { $held }개입니다.
ld-log-out = { $name } 님은 주사위가 없어 탈락합니다.
ld-log-palifico-next = { $name } 님의 주사위가 하나 남았습니다: 다음 라운드는 palifico 라운드입니다.
ld-log-game-over = 게임 종료: 마지막 주사위를 가진 { $names } 님이 이깁니다.

ld-seat-dice = 주사위: { $n }
ld-seat-cup = 내 컵: { $dice }
ld-seat-out = 탈락, { $place }위
ld-seat-winner = 승자

# The reveal at the table: what is counted ($face: the bid's face) and the running count ($numbers: "1 … 2 … 3").
ld-reveal-face = { $face } 세기
ld-reveal-face-wild = { $face } 세기, 1도 함께 셉니다
ld-reveal-count = { $what }: { $numbers }
ld-verdict-calza-right = 맞았습니다! 딱 그만큼입니다.

# 규칙이 거절한 이유를 플레이어가 읽는 말로. $bid, $least는 말로 쓴 호출.
ld-error-roll-first = 아직 컵을 던지지 않았습니다. 먼저 던지세요.
ld-error-not-rolling = 이번 라운드의 컵은 모두 던졌습니다. 호출하거나 Dudo 또는 Calza를 외치세요.
ld-error-dice-count = { $name } 자리는 컵 아래 주사위 { $want }개를 던집니다. { $got }개가 아닙니다.
ld-error-face = 호출의 눈은 1~6입니다. { $face }은(는) 없습니다.
ld-error-no-quantity = 호출은 주사위 1개 이상이어야 합니다.
ld-error-above-in-play = { $quantity }개 호출은 판에 있는 주사위 { $in_play }개보다 많습니다.
ld-error-opening-ones = palifico 라운드가 아니면 첫 호출로 1을 부를 수 없습니다.
ld-error-not-a-raise = { $bid } 호출은 올린 것이 아닙니다. 그 눈으로는 적어도 { $least } 이상이어야 합니다.
ld-error-not-a-raise-none = { $bid } 호출은 올린 것이 아닙니다. 지금은 그 눈으로 더 올릴 개수가 없습니다.
ld-error-palifico-face = palifico 라운드에서는 모든 호출이 첫 눈 { $face }을(를) 지키고 개수만 올립니다.
ld-error-no-bid = 이번 라운드에 아직 아무도 호출하지 않았습니다. 첫 호출이 먼저입니다.
ld-error-calza-off = 이 게임에서는 Calza를 쓰지 않습니다.
ld-error-calza-seats = Calza는 주사위가 남은 자리가 셋 이상일 때만 외쳐 부를 수 있습니다.
ld-error-calza-own = 자신의 호출에는 Calza를 부를 수 없습니다.
