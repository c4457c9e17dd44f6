# Home Rows' lesson: one short sentence per step, said beside what it is about.
lesson-hr-roll = You play red: the red row is your home. Click one of your red dice to roll it.
lesson-hr-six = Put the 6 in yellow's home row: you take 6 counters, and its pips count against yellow.
lesson-hr-roll-again = Roll another red die. Your counters lower your total; the lowest total wins.
lesson-hr-home = A 2 takes only 2. Put it in your own red row: a red die there counts one pip less.
lesson-hr-pot-low = Only 4 counters are left in the pot. Roll again.
lesson-hr-pot-empty = Put the 5 in green's home row: you take the pot's last 4 counters and empty it.
lesson-hr-roll-empty = The pot is empty: now each placement takes counters from a neighbour. Roll.
lesson-hr-take-from = Put the 6 on blue, nobody's home row, and take 6 counters from yellow, on your left.
lesson-hr-last-red = Roll your last red die: the round ends when nobody holds a die.
lesson-hr-trade = Force a trade: give the 6 to green, on your right, who pays you 5 counters.
lesson-hr-done = That is Home Rows! Finish the round against the AIs, or start a real game.
