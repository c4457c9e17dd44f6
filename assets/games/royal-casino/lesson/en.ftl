# Royal Casino's lesson: one short sentence per step, said beside what it is about.
lesson-rc-throw = Your turn first: click the cup (or press Space) to throw five dice.
lesson-rc-finish-a = Click your 6, then row A: it fills the row's only square, so you finish it and win 10 points.
lesson-rc-five-f = Click a 5, then row F. A row fills from the left.
lesson-rc-finish-f = Your other 5 on row F finishes it: 20 more points for you.
lesson-rc-again = Throw again: the dice not on the board go back in the cup.
lesson-rc-black = Row C is black: whoever finishes it pays. Its first die is safe: put your 2 there.
lesson-rc-stop = One die left: throw it, or Stop and it waits in your supply for a later turn. Press Stop (S).
lesson-rc-done = That is a turn! Finish the round against the AIs, or start a real game.
