# Words every game shares: the setup screen, menus, settings, help, results, replays, saves.
# Arguments: $game a game's title, $n a number, $name a seat's name, $level an AI level.


level-beginner = Beginner
level-casual = Casual
level-sharp = Sharp
level-expert = Expert

seat-player = Player { $n }
seat-numbered = Seat { $n }
seat-ai-numbered = { $level } { $n }
names-and = { $first } and { $second }

colour-red = Red
colour-yellow = Yellow
colour-green = Green
colour-blue = Blue

setup-title = dicehall — new game
setup-continue = Continue { $game }
setup-cannot-continue = Could not continue: { $why }.{ $kept } Start a new game.
setup-unfinished = Unfinished games (each is kept until it ends)
setup-continue-unreadable = a save that cannot be read
setup-continue-detail = { $seats } · { $turns ->
    [one] one turn
   *[other] { $turns } turns
    } · { $minutes ->
    [0] saved just now
    [one] saved a minute ago
   *[other] saved { $minutes } minutes ago
}
setup-discard = Discard
setup-discard-ask = Discard this game for good?
setup-discard-yes = Discard it
setup-discard-no = Keep it
setup-kept-as = { " " }It was kept as { $path }.
setup-seats = seats
setup-human = Human
setup-ai = AI: { $level }
setup-colour-hint = Colour and mark: click for the next
setup-starts = starts
setup-seed = seed
setup-seed-hint = blank = random
setup-seed-error = The seed must be a whole number, not “{ $seed }”.
setup-start = Start
setup-rules = Rules
setup-language = Language

help-title = How to play
help-unreadable = This page of the guide cannot be shown ({ $problem }).

settings-title = Settings
settings-dice-speed = dice speed
settings-instant-dice = instant dice (no physics wait)
settings-ai-pause = AI pause (s)
settings-volume = volume
settings-reduce-motion = reduce motion (fixed camera views)
settings-ui-scale = UI scale
settings-quality = quality
settings-quality-auto = auto
settings-quality-low = low
settings-quality-high = high
settings-language = language

pause-title = Paused
pause-resume = Resume
pause-rules = Rules
pause-quit-ask = Quit this game? It stays saved: Continue on the setup screen brings it back.
pause-quit-ask-lesson = Leave this lesson? Lessons are not saved: Learn to play starts it again from the beginning.
pause-exit-ask-lesson = Close dicehall? Lessons are not saved: Learn to play starts this one again from the beginning.
pause-quit-yes = Quit the game
pause-quit-no = Keep playing
pause-quit-to-setup = Quit to setup
pause-quit-app = Quit dicehall
pause-exit-ask = Close dicehall? The game stays saved: Continue on the setup screen brings it back.
pause-exit-yes = Close dicehall

bar-rules = Rules (H)
bar-settings = Settings
bar-pause = Pause (Esc)

results-title = Game over
results-wins = { $names } wins!
results-share = { $names } share the win!
results-after-rounds = after { $n ->
    [one] one round
   *[other] { $n } rounds
}
results-points = { $n ->
    [one] { $n } point
   *[other] { $n } points
}
results-chart = Points after each round
results-play-again = Play again
results-new-game = New game
results-watch-replay = Watch the replay
results-quit = Quit

replay-move = Replay · move { $at } of { $total }
replay-start = |◀ Start
replay-back = ◀ Back
replay-forward = Forward ▶
replay-end = End ▶|
replay-play = Play ▶▶
replay-pause = Pause
replay-speed = Speed ×{ $n }
replay-leave = Leave
replay-shows-hidden = Replay: every seat's hidden dice are shown.

save-welcome-back = Welcome back to { $game }: round { $round }, { $name } to play.

scoreboard-title = Scoreboard
log-title = Game log

save-error-missing = there is no saved game ({ $path } does not exist)
save-error-io = cannot use { $path } ({ $why })
save-error-corrupt = the saved game is damaged or cut short ({ $why })
save-error-future = the saved game was written by a newer dicehall (save format { $format }; this one reads { $reads })
save-error-tampered = the saved game does not add up ({ $why })

pad-hint-pad = Gamepad { $n }: A plays it · ◀ ▶ other choices ({ $at } of { $total }) · Start: menu
pad-hint-keys = Enter plays it · ← → other choices ({ $at } of { $total })

setup-pads = { $n ->
    [one] A gamepad is connected: it plays every human seat.
   *[other] { $n } gamepads are connected: human seats take them in turn, in seat order.
}

# The phone page (assets/phones/): its own words, plain messages, sent to the phone as they are.
phone-join = Join
phone-room-code = Room code
phone-room-hint = The four letters on the TV screen
phone-room-bad = Type the four letters shown on the TV.
phone-connecting = Connecting…
phone-reconnecting = Reconnecting…
phone-language = Language
phone-pick-seat = Tap a seat to play it
phone-take-seat = Take this seat
phone-held-tv = TV
phone-held-ai = AI
phone-held-phone = Another phone
phone-held-you = You
phone-your-seat = Your seat
phone-your-name = Your name
phone-save-name = OK
phone-colour = Colour
phone-hand-to-tv = Hand back to the TV
phone-hand-to-ai = Hand to an AI
phone-waiting-start = The TV starts the game when everyone is ready.
phone-your-turn = Your turn!
phone-flick = Flick up to throw
phone-throw = Throw
phone-undo = Undo
phone-back = Back
phone-others = Other seats
phone-results = Results
phone-log = Game log
phone-change-room = Change room
phone-seat-menu = Your seat
phone-ok = OK, next round
phone-hint = Hint
phone-hint-title = The Expert would:
phone-own-dice = Your dice:

# A round's sheet waits for the people at the table (every game).
prompt-round-over = Round { $round } is over: press OK ({ $key }) to go on
round-over-ok = OK, next round ({ $key })
key-enter = Enter
plain-prompt-choose = { $name }: choose what to do below
plain-prompt-thinking = { $name } is thinking…
plain-prompt-dice = The dice are rolling…
plain-results-chart = Score at the end
plain-bar-back = ◀ Back
plain-peek-button = Peek (hold P)
plain-peek-title = { $name }: everyone else looks away
prompt-on-phone = { $name } chooses on their phone
seat-on-phone = { $name } plays on their phone: only that phone acts for the seat.
bar-choices-show = Choices
bar-choices-hide = Hide the choices
hint-on-phone = { $name } asks for hints on their phone.
hint-in-peek = The Expert's hint is ready: hold Peek (P) to read it where only you see it.
peek-hint-title = The Expert would:
pause-take-back = Take { $name }'s seat back to the TV
pause-take-back-ask = { $name } plays on a phone. Take the seat back to the TV? The phone is told.
pause-take-back-yes = Take it back
pause-take-back-no = Cancel

# A rules core's refusals as the player reads them, shared by every game. $game is the game's name;
# $last the last seat's number.
rules-error-players = { $game } is for { $least } to { $most } players, not { $n }.
rules-error-starter = Seat { $starter } cannot start: the seats are numbered 0 to { $last }.
rules-error-game-over = The game is over: start a new one.
rules-error-dice-first = The dice are still being thrown: wait for them.
rules-error-no-throw = No dice are being thrown now.
rules-error-dice-count = { $want ->
        [one] One die is thrown here, not { $got }.
       *[other] { $want } dice are thrown here, not { $got }.
    }
rules-error-die-value = A die shows 1 to 6, not { $value }.
