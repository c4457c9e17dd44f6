# Liar's Dice's lesson: one short sentence per step, said beside what it is about.
lesson-ld-bid = Hold Peek (P) to see your cup alone: ones are wild and count for 5s. Then bid three 5s.
lesson-ld-dudo = Four 4s? Only your wild 1 backs that. Call Dudo: every cup is lifted; whoever was wrong loses a die.
lesson-ld-done = Exactly right: your die is back! The last seat holding dice wins. Play on, or start a real game.
lesson-ld-raise = A new round. Raise: more dice, or as many of a higher face. Bluff, holding no 6: bid six 6s.
lesson-ld-open = Caught! Too few 6s, so you lost a die, and you open this round. Bid two 3s (never ones to open).
lesson-ld-calza = Calza says the count is exactly the bid: right wins a die back, wrong loses one. Call Calza!
