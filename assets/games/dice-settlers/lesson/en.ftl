# Dice Settlers' lesson: one short sentence per step, said beside what it is about.
lesson-ds-draft = Start on the mountain: put it on the lit spot. Its gold will pay for research.
lesson-ds-turn = Your green Navigator turns another die to any face: turn white die 3 to Research.
lesson-ds-ready = Press Ready. You take two actions this round, in turn with the others.
lesson-ds-explore = Explore with your Explore die: draw a tile from the stack to grow the map.
lesson-ds-place = Put the desert by your mountain, your tent on it: the most tents there score 7 at the end.
lesson-ds-follow = An AI moved a tent onto your desert. Add one from your board to keep the most tents there.
lesson-ds-research = Research the Compass with your Research die and gold: a free Navigator every round.
lesson-ds-done = That is how a round goes! Finish it against the AIs, or start a real game.
