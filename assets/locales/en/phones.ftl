# Phones as controllers: the TV's panel and the server's answers to a phone.
phones-switch = Play from phones
phones-desktop-only = Phones: play from phones with the desktop version of dicehall (a browser page cannot host them).
phones-title = Phones
phones-scan = Scan the code with a phone's camera, or open { $address } and type the room code.
phones-room = Room code: { $code }
phones-wifi = Phones must be on the same Wi-Fi as this screen.
phones-joined = { $count ->
    [one] One phone joined
   *[other] { $count } phones joined
}
phones-seat-held = { $seat }: { $name }'s phone
phones-none-yet = No phone has joined yet.
phones-cannot-start = The phones' server cannot start on port { $port }: { $why }
phone-error-message = That message was not understood ({ $why }).
phone-error-full = Too many phones are connected.
phone-error-rate = Too many messages: slow down.
phone-error-hello-first = Say hello with the room code first.
phone-error-hello-twice = This phone has already joined.
phone-error-busy = The table is busy: try again.
phone-error-room = That room code is not this table's.
phone-error-no-seat = There is no seat { $seat } at this table.
phone-error-seat-taken = Another phone holds that seat.
phone-error-hold-none = Take a seat first.
phone-taken-back = The TV took your seat back: it plays at the TV now. Pick a seat to play again.
phone-error-setup-only = Names and colours are chosen before the game starts.
phone-error-name = A name has 1 to 16 characters.
phone-error-color = There is no such colour.
phone-error-wait = Wait a moment: the table is not ready for a move.
phone-error-not-action = That is not a move of this game.
phone-error-illegal = That move is not allowed now.
phone-error-no-undo = There is nothing to take back.
phone-error-over = The game is over.
phone-headline-your-turn = Your turn
phone-headline-turn = { $name }'s turn
phone-headline-setup = Choose your seat
phone-headline-over = Game over
phone-wait-turn = Waiting for your turn
phone-wait-rolling = The dice are rolling: watch the TV.
phone-wait-paused = The TV is paused (its menu is open).
phone-wait-summary = The round summary on the TV waits for OK.
phone-results-won = { $names } won!
phone-hint-busy = The Expert is still thinking about your last hint.
