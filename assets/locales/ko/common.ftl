# 모든 게임이 함께 쓰는 말: 게임 준비, 메뉴, 설정, 도움말, 결과, 다시 보기, 저장.


level-beginner = 초보
level-casual = 보통
level-sharp = 노련
level-expert = 고수

seat-player = 플레이어 { $n }
seat-numbered = 자리 { $n }
seat-ai-numbered = { $level } { $n }
names-and = { $first }, { $second }

colour-red = 빨강
colour-yellow = 노랑
colour-green = 초록
colour-blue = 파랑

setup-title = dicehall — 새 게임
setup-continue = { $game } 이어 하기
setup-cannot-continue = 이어 할 수 없습니다: { $why }.{ $kept } 새 게임을 시작하세요.
setup-unfinished = 끝나지 않은 게임 (끝날 때까지 각각 보관됩니다)
setup-continue-unreadable = 읽을 수 없는 저장 파일
setup-continue-detail = { $seats } · { $turns }턴 · { $minutes ->
    [0] 방금 저장
   *[other] { $minutes }분 전 저장
}
setup-discard = 버리기
setup-discard-ask = 이 게임을 완전히 버릴까요?
setup-discard-yes = 버리기
setup-discard-no = 보관하기
setup-kept-as = { " " }원래 파일은 { $path }(으)로 보관했습니다.
setup-seats = 자리 수
setup-human = 사람
setup-ai = 컴퓨터: { $level }
setup-colour-hint = 색과 표시: 누르면 다음 것으로 바뀝니다
setup-starts = 선 플레이어
setup-seed = 시드
setup-seed-hint = 비우면 무작위
setup-seed-error = 시드는 정수여야 합니다. “{ $seed }”은(는) 쓸 수 없습니다.
setup-start = 시작
setup-rules = 규칙
setup-language = 언어

help-title = 게임 방법
help-unreadable = 이 안내 페이지를 표시할 수 없습니다({ $problem }).

settings-title = 설정
settings-dice-speed = 주사위 속도
settings-instant-dice = 즉시 주사위 (구르는 것을 기다리지 않음)
settings-ai-pause = 컴퓨터 대기 시간 (초)
settings-volume = 음량
settings-reduce-motion = 움직임 줄이기 (고정 카메라)
settings-ui-scale = 화면 글자 크기
settings-quality = 화질
settings-quality-auto = 자동
settings-quality-low = 낮음
settings-quality-high = 높음
settings-language = 언어

pause-title = 일시 정지
pause-resume = 계속하기
pause-rules = 규칙
pause-quit-ask = 이 게임을 그만둘까요? 저장되어 있으니 준비 화면의 ‘이어 하기’로 돌아올 수 있습니다.
pause-quit-ask-lesson = 이 레슨을 그만둘까요? 레슨은 저장되지 않습니다. ‘게임 배우기’로 처음부터 다시 할 수 있습니다.
pause-exit-ask-lesson = dicehall을 닫을까요? 레슨은 저장되지 않습니다. ‘게임 배우기’로 처음부터 다시 할 수 있습니다.
pause-quit-yes = 게임 그만두기
pause-quit-no = 계속 플레이
pause-quit-to-setup = 준비 화면으로
pause-quit-app = dicehall 종료
pause-exit-ask = dicehall을 닫을까요? 게임은 저장되어 있으니 준비 화면의 ‘이어 하기’로 돌아올 수 있습니다.
pause-exit-yes = dicehall 닫기

bar-rules = 규칙 (H)
bar-settings = 설정
bar-pause = 일시 정지 (Esc)

results-title = 게임 종료
results-wins = { $names } 승리!
results-share = { $names } 공동 승리!
results-after-rounds = { $n }라운드 진행
results-points = { $n }점
results-chart = 라운드별 점수
results-play-again = 한 판 더
results-new-game = 새 게임
results-watch-replay = 다시 보기
results-quit = 종료

replay-move = 다시 보기 · { $total }수 중 { $at }수
replay-start = |◀ 처음
replay-back = ◀ 뒤로
replay-forward = 앞으로 ▶
replay-end = 끝 ▶|
replay-play = 자동 보기 ▶▶
replay-pause = 정지
replay-speed = 속도 ×{ $n }
replay-leave = 나가기
replay-shows-hidden = 다시 보기: 모든 자리의 숨긴 주사위를 보여 줍니다.

save-welcome-back = { $game }에 다시 오신 것을 환영합니다: { $round }라운드, { $name } 님 차례입니다.

scoreboard-title = 점수판
log-title = 게임 기록

save-error-missing = 저장된 게임이 없습니다 ({ $path } 없음)
save-error-io = { $path }을(를) 쓸 수 없습니다 ({ $why })
save-error-corrupt = 저장 파일이 손상되었거나 잘렸습니다 ({ $why })
save-error-future = 더 새로운 dicehall이 만든 저장 파일입니다 (저장 형식 { $format }, 이 버전은 { $reads }까지 읽음)
save-error-tampered = 저장 파일의 내용이 맞지 않습니다 ({ $why })

pad-hint-pad = 게임패드 { $n }: A로 실행 · ◀ ▶ 다른 선택 ({ $total }개 중 { $at }번째) · Start: 메뉴
pad-hint-keys = Enter로 실행 · ← → 다른 선택 ({ $total }개 중 { $at }번째)

setup-pads = 게임패드 { $n }개 연결됨: 사람 자리가 자리 순서대로 번갈아 하나씩 씁니다.

# The phone page (assets/phones/): its own words, plain messages, sent to the phone as they are.
phone-join = 들어가기
phone-room-code = 방 글자
phone-room-hint = TV 화면에 나온 글자 네 개
phone-room-bad = TV에 나온 글자 네 개를 쓰세요.
phone-connecting = 연결 중…
phone-reconnecting = 다시 연결 중…
phone-language = 언어
phone-pick-seat = 자리를 눌러 고르세요
phone-take-seat = 이 자리 고르기
phone-held-tv = TV
phone-held-ai = 컴퓨터
phone-held-phone = 다른 전화
phone-held-you = 나
phone-your-seat = 내 자리
phone-your-name = 내 이름
phone-save-name = 확인
phone-colour = 색
phone-hand-to-tv = TV에 돌려주기
phone-hand-to-ai = 컴퓨터에 넘기기
phone-waiting-start = 모두 준비되면 TV에서 게임을 시작합니다.
phone-your-turn = 내 차례입니다!
phone-flick = 위로 쓸어 올려 던지세요
phone-throw = 던지기
phone-undo = 되돌리기
phone-back = 뒤로
phone-others = 다른 자리
phone-results = 결과
phone-log = 게임 기록
phone-change-room = 다른 방
phone-seat-menu = 내 자리
phone-ok = 확인, 다음 라운드
phone-hint = 힌트
phone-hint-title = 전문가라면:
phone-own-dice = 내 주사위:

# A round's sheet waits for the people at the table (every game).
prompt-round-over = { $round }라운드가 끝났습니다: 계속하려면 확인({ $key })을 누르세요
round-over-ok = 확인, 다음 라운드 ({ $key })
key-enter = Enter
plain-prompt-choose = { $name } 님: 아래에서 할 일을 고르세요
plain-prompt-thinking = { $name } 님이 생각 중입니다…
plain-prompt-dice = 주사위가 구르고 있습니다…
plain-results-chart = 마지막 점수
plain-bar-back = ◀ 뒤로
plain-peek-button = 몰래 보기 (P 누르기)
plain-peek-title = { $name } 님: 다른 분들은 눈을 돌려 주세요
prompt-on-phone = { $name } 님이 휴대폰에서 고릅니다
seat-on-phone = { $name } 님은 휴대폰으로 합니다. 그 휴대폰만 이 자리를 둘 수 있습니다.
bar-choices-show = 선택지
bar-choices-hide = 선택지 숨기기
hint-on-phone = { $name } 님은 휴대폰에서 힌트를 봅니다.
hint-in-peek = 전문가의 힌트가 준비됐습니다. 몰래 보기(P)를 누르고 있으면 나만 볼 수 있게 보여 줍니다.
peek-hint-title = 전문가라면:
pause-take-back = { $name } 님의 자리를 TV로 되찾기
pause-take-back-ask = { $name } 님은 휴대폰으로 하고 있습니다. 이 자리를 TV로 되찾을까요? 휴대폰에도 알려 줍니다.
pause-take-back-yes = 되찾기
pause-take-back-no = 취소

# The rules' refusals as the player reads them (see en.ftl for the arguments).
rules-error-players = { $game } 게임은 { $least }~{ $most }명이 합니다. { $n }명은 안 됩니다.
rules-error-starter = { $starter }번 자리는 시작할 수 없습니다. 자리 번호는 0~{ $last }입니다.
rules-error-game-over = 게임이 끝났습니다. 새 게임을 시작하세요.
rules-error-dice-first = 주사위를 아직 던지는 중입니다. 기다려 주세요.
rules-error-no-throw = 지금은 던지는 주사위가 없습니다.
rules-error-dice-count = 여기서는 주사위 { $want }개를 던집니다. { $got }개가 아닙니다.
rules-error-die-value = 주사위 눈은 1~6입니다. { $value }은(는) 없습니다.
