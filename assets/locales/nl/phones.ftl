# Telefoons als controllers: het paneel van het scherm en de antwoorden van de server.
phones-switch = Spelen met telefoons
phones-desktop-only = Telefoons: spelen met telefoons kan met de desktopversie van dicehall (een browserpagina kan ze niet ontvangen).
phones-title = Telefoons
phones-scan = Scan de code met de camera van een telefoon, of open { $address } en typ de kamercode.
phones-room = Kamercode: { $code }
phones-wifi = Telefoons moeten op dezelfde wifi zitten als dit scherm.
phones-joined = { $count ->
    [one] Eén telefoon doet mee
   *[other] { $count } telefoons doen mee
}
phones-seat-held = { $seat }: telefoon van { $name }
phones-none-yet = Er doet nog geen telefoon mee.
phones-cannot-start = De server voor telefoons kan niet starten op poort { $port }: { $why }
phone-error-message = Dat bericht is niet begrepen ({ $why }).
phone-error-full = Er zijn te veel telefoons verbonden.
phone-error-rate = Te veel berichten: rustig aan.
phone-error-hello-first = Meld je eerst aan met de kamercode.
phone-error-hello-twice = Deze telefoon doet al mee.
phone-error-busy = De tafel heeft het druk: probeer het opnieuw.
phone-error-room = Die kamercode hoort niet bij deze tafel.
phone-error-no-seat = Er is geen plaats { $seat } aan deze tafel.
phone-error-seat-taken = Een andere telefoon heeft die plaats.
phone-error-hold-none = Kies eerst een plaats.
phone-taken-back = De tv heeft je plaats teruggenomen: die wordt nu op de tv gespeeld. Kies een plaats om weer mee te spelen.
phone-error-setup-only = Namen en kleuren kies je voordat het spel begint.
phone-error-name = Een naam heeft 1 tot 16 tekens.
phone-error-color = Die kleur bestaat niet.
phone-error-wait = Even wachten: de tafel is nog niet klaar voor een zet.
phone-error-not-action = Dat is geen zet van dit spel.
phone-error-illegal = Die zet mag nu niet.
phone-error-no-undo = Er is niets terug te nemen.
phone-error-over = Het spel is afgelopen.
phone-headline-your-turn = Jij bent aan de beurt
phone-headline-turn = { $name } is aan de beurt
phone-headline-setup = Kies je plaats
phone-headline-over = Het spel is uit
phone-wait-turn = Wachten op je beurt
phone-wait-rolling = De dobbelstenen rollen: kijk naar de tv.
phone-wait-paused = De tv is gepauzeerd (het menu staat open).
phone-wait-summary = Het rondeoverzicht op de tv wacht op OK.
phone-results-won = { $names } heeft gewonnen!
phone-hint-busy = De Expert denkt nog na over je vorige tip.
