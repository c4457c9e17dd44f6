# 로열 카지노 테이블의 말: 안내, 행동 막대, 큰 자막, 기록, 배너, 점수판, 라운드 요약.

# 힌트: AI 수준이 자기가 둘 수를 어떻게 보는지. $chance는 백분율, $points는 점수로 매긴 가치,
# $keep은 남겨 둔 주사위 하나의 가치.
rc-hint-expert = 이렇게 하면 이길 확률이 약 { $chance }%로 예상됩니다.
rc-hint-expectimax = 차례가 끝날 때의 예상 가치: { $points }점 (내 점수에 남겨 둔 주사위마다 { $keep }점을 더하고, 다음 사람이 얻을 만한 점수를 뺀 값).

game-royal-casino = 로열 카지노
setup-blurb-royal-casino = 주사위를 던져 줄을 채우고 점수를 모으세요.
setup-beginner-face = 초보자용 판 먼저

rc-prompt-throws = { $name } 님이 주사위를 던지는 중…
rc-prompt-ai-placing = { $name } 님이 주사위를 놓는 중…
rc-prompt-ai-throw = { $name } 님이 곧 던집니다…
rc-prompt-throw = { $name }: 주사위를 던지세요 (스페이스, 던지기, 또는 컵 누르기)
rc-prompt-place-first = { $name }: 빛나는 주사위를 불 켜진 칸에 놓으세요
rc-prompt-place-or-stop = { $name }: 더 놓거나 멈추세요
rc-prompt-place-throw-stop = { $name }: 더 놓거나, 다시 던지거나 ({ $left }번 남음), 멈추세요
rc-pay-one = { $row }줄에 { $v }을(를) 놓으면 { $paid }점 지불
rc-outcome-gains = { $row }줄 완성: +{ $points }점
rc-outcome-open = { $row }줄: { $squares }칸 중 { $filled }칸이 찹니다
rc-outcome-throw = 주사위 { $dice }개를 던집니다. { $left ->
    [0] 마지막 던지기입니다
   *[other] 그 뒤로 { $left }번 더 던질 수 있습니다
}
rc-outcome-stop = { $dice ->
    [0] 차례를 마칩니다
   *[other] 차례를 마치고, 놓지 않은 주사위 { $dice }개는 손으로 돌아갑니다
}
rc-pay-warning = 주의: { $list } (검은 줄을 완성합니다).

rc-toast-undone = { $name } 님이 주사위 하나를 되돌립니다.
rc-toast-no-die-shows = 이번에 던진 주사위 중 { $v }이(가) 나온 것이 없습니다.
rc-toast-fits-nowhere = 지금 { $v }은(는) 어느 줄에도 놓을 수 없습니다: 빛나는 주사위를 고르세요.
rc-toast-no-die-fits-row = 이번에 던진 주사위 중 { $row }줄에 놓을 수 있는 것이 없습니다.
rc-toast-pick-first = 먼저 주사위를 고르세요: 누르거나 숫자 키를 누르세요.
rc-nothing-to-undo = 되돌릴 것이 없습니다: 이번에 던진 주사위가 아직 판에 없습니다.
not-your-turn = 지금은 { $name } 님 차례입니다.

rc-bar-throw = 던지기 (스페이스)
rc-bar-onto-row = 놓을 줄
rc-bar-throw-again = 다시 던지기 ({ $left }번 남음)
rc-bar-stop = 멈추기 (S)
rc-bar-undo = 되돌리기 (U)

rc-caption-completes = { $name }: { $row }줄 완성 { $delta }
rc-plate-settled = ✔ { $name } { $delta }
rc-next-face = 다음 판: { $face }

rc-log-gains = { $name } 님이 { $row }줄을 완성해 { $points }점을 얻습니다.
rc-log-pays = { $name } 님이 { $row }줄을 완성해 { $points }점을 냅니다.
rc-log-stops = { $name } 님이 멈춥니다.
rc-log-no-fit = 놓을 주사위가 없습니다: { $name } 님의 차례가 끝났습니다.
rc-log-all-placed = { $name } 님이 주사위를 모두 놓았습니다: 차례 끝.
rc-log-throw-limit = { $name } 님이 5번 던졌습니다: 차례 끝.
rc-log-round-end = { $name } 님이 마지막 칸을 채웁니다!
rc-log-round-over = { $round }라운드가 끝났습니다. 주사위를 다시 나눠 줍니다.
rc-log-round-over-dead = { $round }라운드가 끝났습니다 (남은 주사위가 아무에게도 없습니다). 주사위를 다시 나눠 줍니다.
rc-log-next-round = { $next }라운드, 판 “{ $face }”: { $name } 님부터 시작합니다.
rc-log-game-over = 게임 종료: { $names } 승리.
rc-log-throws-again = { $name } 님이 다시 던집니다.
rc-log-places = { $name } 님이 { $row }줄에 { $v }을(를) 놓습니다.
rc-log-throws = { $name } 님이 던진 결과: { $values }.

rc-score-round = { $round }라운드  ·  “{ $face }”
rc-score-target = 라운드가 끝날 때 먼저 { $target }점에 이른 사람이 이깁니다
rc-score-points = 점수
rc-score-dice = 주사위

rc-summary-title = { $round }라운드 요약
rc-summary-none = 완성된 줄이 없습니다.
rc-summary-gains = { $row }줄: { $name } 님 { $points }점 획득
rc-summary-pays = { $row }줄: { $name } 님 { $points }점 지불
rc-summary-change = (이번 라운드 { $change })
rc-summary-ok = 확인

pad-rc-throw = 주사위 던지기
pad-rc-throw-again = 다시 던지기
pad-rc-place = { $row }줄에 { $v } 놓기
pad-rc-stop = 멈추기
rc-seat-points = 점수: { $points }
rc-seat-dice = 가진 주사위: { $dice }
rc-seat-throw = { $most }번 중 { $n }번째 던지기 ({ $left }번 남음)
rc-seat-to-place = 놓을 주사위: { $values }
rc-step-place = { $v } 놓기
rc-step-row = { $row }줄에

# The standard faces' names.
rc-face-01a = 첫날 밤
rc-face-01b = 행운의 7
rc-face-02a = 초록 펠트
rc-face-02b = 큰손
rc-face-03a = 사다리
rc-face-03b = 쌍둥이 테이블
rc-face-04a = 자정
rc-face-04b = 스네이크 아이즈
rc-face-05a = 풀하우스
rc-face-05b = 긴 밤
rc-face-06a = 페어
rc-face-06b = 왕관
rc-face-07a = 희박한 확률
rc-face-07b = 카지노 로얄
rc-face-08a = 조용한 구석
rc-face-08b = 그랜드 피날레

# 규칙이 거절한 이유를 플레이어가 읽는 말로. $row는 줄 글자(A–F), $why는 주사위가 맞지 않는 이유.
rc-error-empty-stack = 판 더미가 비었습니다. 판을 하나 이상 고르세요.
rc-error-stack-cannot-complete = 더미의 어떤 판도 다 채워지지 않습니다. 모두 판에 있는 주사위 { $dice }개보다 칸이 많습니다.
rc-error-throw-first = 먼저 던지세요. 차례는 던지기로 시작합니다.
rc-error-must-place = 이번에 던진 주사위 중 판에 놓을 수 있는 것이 있습니다. 다시 던지거나 멈추기 전에 하나 이상 놓으세요.
rc-error-throw-limit = 이번 차례에 { $throws }번 던졌습니다. 맞는 것을 놓거나 멈추세요.
rc-error-no-row = 판에 그런 줄이 없습니다.
rc-error-not-in-throw = 이번에 던진 주사위 중 { $value } 눈은 없습니다.
rc-error-does-not-fit = { $value } 눈은 { $row }줄에 맞지 않습니다. { $why }.
rc-misfit-row-full = 그 줄은 이미 가득 차 있습니다
rc-misfit-needs-pip = 다음 칸에는 { $value } 눈이 필요합니다
rc-misfit-red-differ = 빨간 별은 초록 값 { $value }과(와) 다른 값이어야 합니다
rc-misfit-second-red = 두 번째 빨간 별에는 첫 번째처럼 { $value } 눈이 필요합니다
rc-misfit-star-needs = 별에는 그 줄 첫 주사위의 값인 { $value } 눈이 필요합니다
