# Highest Roll's lesson.
lesson-hi-roll = Roll your two dice: press Roll the two dice.
lesson-hi-keep = A 9 beats most throws: keep it.
lesson-hi-done = You have played your first round of Highest Roll.
