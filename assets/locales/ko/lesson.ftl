# 테이블에서 배우기(모든 게임): 안내 말풍선의 버튼과 문장, 준비 화면의 버튼.
setup-learn = 게임 배우기
setup-learn-why = AI 상대와 함께하는 안내 첫 라운드: 각 단계가 해야 할 일을 바로 그 자리에서 알려 줍니다.
lesson-first = 먼저 배우기 단계를 따라 주세요: { $step }
lesson-progress = 배우기 { $n }/{ $of }:
lesson-do-it = 대신 해 주기
lesson-end = 배우기 끝내기
lesson-watch = { $name } 차례입니다: 다음 단계는 내 차례에 나옵니다.
lesson-real-game = 실제 게임 하기
lesson-finish-round = 이 라운드 끝까지 하기
bar-hint = 힌트 (I)
hint-title = 전문가라면:
hint-thinking = 전문가가 생각하는 중…
hint-not-now = 힌트는 주사위가 멈춘 뒤 내 차례에만 볼 수 있습니다.
