# Royal Casino's lesson: one short sentence per step, said beside what it is about.
lesson-rc-throw = Your turn first: click the cup (or press Space) to throw five dice.
lesson-rc-finish-a = Your 6 fits row A's only square: place it to finish the row and win its 10 points.
lesson-rc-five-f = Put a 5 on row F: a row fills from the left.
lesson-rc-finish-f = Another 5 finishes row F: 20 more points for you.
lesson-rc-again = Throw again: the dice not on the board go back in the cup.
lesson-rc-black = Row C is black: whoever finishes it pays. Its first die is safe: put your 2 there.
lesson-rc-last = One die left: throw it. Each turn has at most five throws.
lesson-rc-warning = A 2 on row C would finish it and cost 10 (see the warning): put it on row D instead.
lesson-rc-done = That is a turn! Finish the round against the AIs, or start a real game.
