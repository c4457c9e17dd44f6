# 桌边教学（所有游戏）：提示框的按钮和文字，设置界面的按钮。
setup-learn = 学习玩法
setup-learn-why = 与 AI 玩家进行一轮有引导的首局：每一步都在发生的地方告诉你该做什么。
lesson-first = 请先按教学操作：{ $step }
lesson-progress = 教学 { $n }/{ $of }：
lesson-do-it = 替我完成
lesson-end = 结束教学
lesson-watch = { $name } 正在行动：轮到你时进行下一步。
lesson-real-game = 开始正式游戏
lesson-finish-round = 打完这一轮
bar-hint = 提示 (I)
hint-title = 专家会这样走：
hint-thinking = 专家正在思考…
hint-not-now = 提示只在你的回合、骰子停下后可用。
