# Dice Settlers lesson words.
lesson-ds-ready = Ready.
lesson-ds-done = Done.
