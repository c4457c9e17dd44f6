# Home Rows lesson words.
lesson-hr-roll = Roll a die.
lesson-hr-done = Done.
