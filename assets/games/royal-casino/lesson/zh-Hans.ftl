# 皇家赌场教学：每步一句短话，显示在它所说的东西旁边。
lesson-rc-throw = 你先开始：点击骰盅（或按空格）掷出五颗骰子。
lesson-rc-finish-a = 点你的 6，再点 A 行：它填满这行唯一的格子，你完成这一行，赢得 10 分。
lesson-rc-five-f = 点一个 5，再点 F 行。每行从左往右填。
lesson-rc-finish-f = 另一个 5 放到 F 行就完成它：你再得 20 分。
lesson-rc-again = 再掷一次：不在棋盘上的骰子回到骰盅里。
lesson-rc-black = C 行是黑色的：谁完成它谁付分。第一颗骰子是安全的：把你的 2 放在那里。
lesson-rc-stop = 还剩一颗骰子：再掷，或停手，它留在你的储备里等以后的回合。点击停手（S）。
lesson-rc-done = 这就是一个回合！和 AI 打完这一轮，或开始正式游戏。
