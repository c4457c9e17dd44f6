# Highest Roll's lesson.
lesson-hi-roll = 주사위 두 개를 굴리세요: 주사위 두 개 굴리기를 누르세요.
lesson-hi-keep = 9는 대부분의 굴림을 이깁니다: 지키세요.
lesson-hi-done = Highest Roll의 첫 라운드를 마쳤습니다.
