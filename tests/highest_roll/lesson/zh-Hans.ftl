# Highest Roll's lesson.
lesson-hi-roll = 掷出你的两颗骰子：按“掷两颗骰子”。
lesson-hi-keep = 9 点胜过大多数投掷：保留它。
lesson-hi-done = 你已经玩完了 Highest Roll 的第一轮。
