# 皇家賭場教學：每步一句短話，顯示在它所說的東西旁邊。
lesson-rc-throw = 你先開始：點擊骰盅（或按空白鍵）擲出五顆骰子。
lesson-rc-finish-a = 你的 6 正好放進 A 行唯一的格子：放下它完成這一行，贏得 10 分。
lesson-rc-five-f = 把一個 5 放到 F 行：每行由左往右填。
lesson-rc-finish-f = 再放一個 5 就完成 F 行：你再得 20 分。
lesson-rc-again = 再擲一次：不在棋盤上的骰子回到骰盅裡。
lesson-rc-black = C 行是黑色的：誰完成它誰付分。第一顆骰子是安全的：把你的 2 放在那裡。
lesson-rc-last = 還剩一顆骰子：擲出它。每回合最多擲五次。
lesson-rc-warning = 把 2 放到 C 行會完成它並付出 10 分（看警告）：改放到 D 行。
lesson-rc-done = 這就是一個回合！和 AI 打完這一輪，或開始正式遊戲。
