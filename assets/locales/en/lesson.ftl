# The lesson at the table (every game): the callout's buttons and lines, the setup's button.
setup-learn = Learn to play
setup-learn-why = A guided first round against AI players: each step says what to do, right where it happens.
lesson-first = First, the lesson asks: { $step }
lesson-progress = Lesson { $n }/{ $of }:
lesson-do-it = Do it for me
lesson-end = End the lesson
lesson-watch = { $name } is playing: your next step comes at your turn.
lesson-real-game = Play a real game
lesson-finish-round = Finish this round
bar-hint = Hint (I)
hint-title = The Expert would:
hint-thinking = The Expert is thinking…
hint-not-now = A hint is for your own turn, once the dice are down.
