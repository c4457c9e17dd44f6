# 桌邊教學（所有遊戲）：提示框的按鈕和文字，設定畫面的按鈕。
setup-learn = 學習玩法
setup-learn-why = 與 AI 玩家進行一輪有引導的首局：每一步都在發生的地方告訴你該做什麼。
lesson-first = 請先依教學操作：{ $step }
lesson-progress = 教學 { $n }/{ $of }：
lesson-do-it = 幫我完成
lesson-end = 結束教學
lesson-watch = { $name } 正在行動：輪到你時進行下一步。
lesson-real-game = 開始正式遊戲
lesson-finish-round = 打完這一輪
bar-hint = 提示 (I)
hint-title = 專家會這樣走：
hint-thinking = 專家正在思考…
hint-not-now = 提示只在你的回合、骰子停下後可用。
