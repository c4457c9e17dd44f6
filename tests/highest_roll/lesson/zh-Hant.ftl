# Highest Roll's lesson.
lesson-hi-roll = 擲出你的兩顆骰子：按「擲兩顆骰子」。
lesson-hi-keep = 9 點勝過大多數投擲：保留它。
lesson-hi-done = 你已經玩完了 Highest Roll 的第一輪。
