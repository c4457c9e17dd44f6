# Highest Roll（仅供测试的游戏）。
hi-roll = 掷两颗骰子
hi-keep = 保留 { $total }
hi-reroll = 重掷
hi-rolled = { $name } 掷出 { $a } 和 { $b }
hi-kept = { $name } 保留 { $total }
hi-round-won = 第 { $round } 轮由 { $names } 以 { $total } 获胜
hi-game-over = { $names } 赢得的轮数最多
hi-seat-wins = 赢得轮数：{ $n }
hi-seat-kept = 本轮保留：{ $total }
hi-outcome-roll = 掷出你的两颗骰子：点数之和就是你本轮的得分
hi-outcome-keep = 你的 { $total } 算作本轮得分
hi-outcome-reroll = 放弃你的 { $total }：以新掷出的点数为准
game-highest-roll = Highest Roll

hi-error-not-now = 这不是现在能走的一步。
hi-error-dice = 现在需要两颗 1 到 6 点的骰子。
hi-error-players = Highest Roll 需要 { $least } 到 { $most } 名玩家。
