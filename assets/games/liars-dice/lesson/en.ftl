# Liar's Dice's lesson: one short sentence per step, said beside what it is about.
lesson-ld-bid = Hold Peek (P) to see your cup alone: ones are wild and count for 5s. Then bid three 5s.
lesson-ld-dudo = Four 4s? Only your wild 1 backs that. Call Dudo: every cup is lifted; whoever was wrong loses a die.
lesson-ld-done = That is Liar's Dice! The last seat holding dice wins. Play on, or start a real game.
