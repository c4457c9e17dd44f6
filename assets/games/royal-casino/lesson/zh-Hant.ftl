# 皇家賭場教學：每步一句短話，顯示在它所說的東西旁邊。
lesson-rc-throw = 你先開始：點擊骰盅（或按空白鍵）擲出五顆骰子。
lesson-rc-finish-a = 點你的 6，再點 A 行：它填滿這行唯一的格子，你完成這一行，贏得 10 分。
lesson-rc-five-f = 點一個 5，再點 F 行。每行由左往右填。
lesson-rc-finish-f = 另一個 5 放到 F 行就完成它：你再得 20 分。
lesson-rc-again = 再擲一次：不在棋盤上的骰子回到骰盅裡。
lesson-rc-black = C 行是黑色的：誰完成它誰付分。第一顆骰子是安全的：把你的 2 放在那裡。
lesson-rc-stop = 還剩一顆骰子：再擲，或停手，它留在你的儲備裡等以後的回合。點選停手（S）。
lesson-rc-done = 這就是一個回合！和 AI 打完這一輪，或開始正式遊戲。
