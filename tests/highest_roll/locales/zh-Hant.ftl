# Highest Roll（僅供測試的遊戲）。
hi-roll = 擲兩顆骰子
hi-keep = 保留 { $total }
hi-reroll = 重擲
hi-rolled = { $name } 擲出 { $a } 和 { $b }
hi-kept = { $name } 保留 { $total }
hi-round-won = 第 { $round } 輪由 { $names } 以 { $total } 獲勝
hi-game-over = { $names } 贏得的輪數最多
hi-seat-wins = 贏得輪數：{ $n }
hi-seat-kept = 本輪保留：{ $total }
hi-outcome-roll = 擲出你的兩顆骰子：點數之和就是你本輪的得分
hi-outcome-keep = 你的 { $total } 算作本輪得分
hi-outcome-reroll = 放棄你的 { $total }：以新擲出的點數為準
game-highest-roll = Highest Roll

hi-error-not-now = 這不是現在能走的一步。
hi-error-dice = 現在需要兩顆 1 到 6 點的骰子。
hi-error-players = Highest Roll 需要 { $least } 到 { $most } 名玩家。
