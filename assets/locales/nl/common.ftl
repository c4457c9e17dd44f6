# Woorden die alle spellen delen: het opstellen, menu's, instellingen, uitleg, uitslag, herhalingen, opslaan.


level-beginner = Beginner
level-casual = Ontspannen
level-sharp = Scherp
level-expert = Expert

seat-player = Speler { $n }
seat-numbered = Plaats { $n }
seat-ai-numbered = { $level } { $n }
names-and = { $first } en { $second }

colour-red = Rode
colour-yellow = Gele
colour-green = Groene
colour-blue = Blauwe

setup-title = dicehall — nieuw spel
setup-continue = { $game } voortzetten
setup-cannot-continue = Voortzetten lukt niet: { $why }.{ $kept } Begin een nieuw spel.
setup-unfinished = Onafgemaakte spellen (elk blijft bewaard tot het uit is)
setup-continue-unreadable = een onleesbaar bewaard spel
setup-continue-detail = { $seats } · { $turns ->
    [one] één beurt
   *[other] { $turns } beurten
    } · { $minutes ->
    [0] zojuist bewaard
    [one] een minuut geleden bewaard
   *[other] { $minutes } minuten geleden bewaard
}
setup-discard = Weggooien
setup-discard-ask = Dit spel voorgoed weggooien?
setup-discard-yes = Weggooien
setup-discard-no = Bewaren
setup-kept-as = { " " }Het bestand is bewaard als { $path }.
setup-seats = plaatsen
setup-human = Mens
setup-ai = Computer: { $level }
setup-colour-hint = Kleur en teken: klik voor de volgende
setup-starts = begint
setup-seed = seed
setup-seed-hint = leeg = willekeurig
setup-seed-error = De seed moet een geheel getal zijn, niet ‘{ $seed }’.
setup-start = Start
setup-rules = Spelregels
setup-language = Taal

help-title = Zo speel je
help-unreadable = Deze pagina van de uitleg kan niet worden getoond ({ $problem }).

settings-title = Instellingen
settings-dice-speed = snelheid van de dobbelstenen
settings-instant-dice = directe worp (niet wachten op het rollen)
settings-ai-pause = pauze van de computer (s)
settings-volume = volume
settings-reduce-motion = minder beweging (vaste camerastandpunten)
settings-ui-scale = grootte van de tekst
settings-quality = beeldkwaliteit
settings-quality-auto = automatisch
settings-quality-low = laag
settings-quality-high = hoog
settings-language = taal

pause-title = Gepauzeerd
pause-resume = Verder spelen
pause-rules = Spelregels
pause-quit-ask = Dit spel stoppen? Het blijft bewaard: met Voortzetten op het startscherm ga je verder.
pause-quit-ask-lesson = Deze les verlaten? Lessen worden niet bewaard: met Leren spelen begint hij opnieuw.
pause-exit-ask-lesson = dicehall sluiten? Lessen worden niet bewaard: met Leren spelen begint deze opnieuw.
pause-quit-yes = Spel stoppen
pause-quit-no = Verder spelen
pause-quit-to-setup = Terug naar het startscherm
pause-quit-app = dicehall afsluiten
pause-exit-ask = dicehall sluiten? Het spel blijft bewaard: met Voortzetten op het startscherm ga je verder.
pause-exit-yes = dicehall sluiten

bar-rules = Spelregels (H)
bar-settings = Instellingen
bar-pause = Pauze (Esc)

results-title = Einde van het spel
results-wins = { $names } wint!
results-share = { $names } winnen samen!
results-after-rounds = na { $n ->
    [one] één ronde
   *[other] { $n } rondes
}
results-points = { $n ->
    [one] { $n } punt
   *[other] { $n } punten
}
results-chart = Punten na elke ronde
results-play-again = Nog een keer
results-new-game = Nieuw spel
results-watch-replay = Bekijk de herhaling
results-quit = Stoppen

replay-move = Herhaling · zet { $at } van { $total }
replay-start = |◀ Begin
replay-back = ◀ Terug
replay-forward = Verder ▶
replay-end = Einde ▶|
replay-play = Afspelen ▶▶
replay-pause = Pauze
replay-speed = Snelheid ×{ $n }
replay-leave = Verlaten
replay-shows-hidden = Herhaling: de verborgen dobbelstenen van elke plaats worden getoond.

save-welcome-back = Welkom terug bij { $game }: ronde { $round }, { $name } is aan de beurt.

scoreboard-title = Scorebord
log-title = Verloop

save-error-missing = er is geen opgeslagen spel ({ $path } bestaat niet)
save-error-io = { $path } is niet te gebruiken ({ $why })
save-error-corrupt = het opgeslagen spel is beschadigd of onvolledig ({ $why })
save-error-future = het opgeslagen spel komt van een nieuwere dicehall (opslagformaat { $format }; deze leest { $reads })
save-error-tampered = het opgeslagen spel klopt niet ({ $why })

pad-hint-pad = Controller { $n }: A speelt het · ◀ ▶ andere keuzes ({ $at } van { $total }) · Start: menu
pad-hint-keys = Enter speelt het · ← → andere keuzes ({ $at } van { $total })

setup-pads = { $n ->
    [one] Er is een controller aangesloten: die speelt voor alle menselijke spelers.
   *[other] Er zijn { $n } controllers aangesloten: de menselijke spelers krijgen ze om de beurt, in volgorde van plaats.
}

# The phone page (assets/phones/): its own words, plain messages, sent to the phone as they are.
phone-join = Meedoen
phone-room-code = Kamercode
phone-room-hint = De vier letters op het tv-scherm
phone-room-bad = Typ de vier letters die op de tv staan.
phone-connecting = Verbinden…
phone-reconnecting = Opnieuw verbinden…
phone-language = Taal
phone-pick-seat = Tik op een plaats om die te spelen
phone-take-seat = Neem deze plaats
phone-held-tv = Tv
phone-held-ai = Computer
phone-held-phone = Een andere telefoon
phone-held-you = Jij
phone-your-seat = Jouw plaats
phone-your-name = Jouw naam
phone-save-name = OK
phone-colour = Kleur
phone-hand-to-tv = Teruggeven aan de tv
phone-hand-to-ai = Aan de computer geven
phone-waiting-start = De tv start het spel als iedereen klaar is.
phone-your-turn = Jouw beurt!
phone-flick = Veeg omhoog om te gooien
phone-throw = Gooien
phone-undo = Ongedaan maken
phone-back = Terug
phone-others = Andere plaatsen
phone-results = Uitslag
phone-log = Verloop
phone-change-room = Andere kamer
phone-seat-menu = Jouw plaats
phone-ok = OK, volgende ronde
phone-hint = Tip
phone-hint-title = De Expert zou:
phone-own-dice = Jouw dobbelstenen:

# A round's sheet waits for the people at the table (every game).
prompt-round-over = Ronde { $round } is voorbij: druk op OK ({ $key }) om verder te gaan
round-over-ok = OK, volgende ronde ({ $key })
key-enter = Enter
plain-prompt-choose = { $name }: kies hieronder wat je doet
plain-prompt-thinking = { $name } denkt na…
plain-prompt-dice = De dobbelstenen rollen…
plain-results-chart = Score aan het einde
plain-bar-back = ◀ Terug
plain-peek-button = Kijken (houd P in)
plain-peek-title = { $name }: alle anderen kijken weg
prompt-on-phone = { $name } kiest op de eigen telefoon
seat-on-phone = { $name } speelt op de eigen telefoon: alleen die telefoon speelt voor die plaats.
bar-choices-show = Keuzes
bar-choices-hide = Keuzes verbergen
hint-on-phone = { $name } vraagt tips op de eigen telefoon.
hint-in-peek = De tip van de Expert is klaar: houd Kijken (P) ingedrukt om hem te lezen waar alleen jij hem ziet.
peek-hint-title = De Expert zou:
pause-take-back = De plaats van { $name } terug naar de tv
pause-take-back-ask = { $name } speelt op een telefoon. De plaats terug naar de tv halen? De telefoon krijgt het te horen.
pause-take-back-yes = Terughalen
pause-take-back-no = Annuleren

# Weigeringen van de spelregels zoals de speler ze leest, voor elk spel. $game is de naam van het spel;
# $last het nummer van de laatste plaats.
rules-error-players = { $game } is voor { $least } tot { $most } spelers, niet { $n }.
rules-error-starter = Plaats { $starter } kan niet beginnen: de plaatsen zijn genummerd van 0 tot { $last }.
rules-error-game-over = Het spel is afgelopen: begin een nieuw spel.
rules-error-dice-first = De dobbelstenen worden nog gegooid: wacht erop.
rules-error-no-throw = Er worden nu geen dobbelstenen gegooid.
rules-error-dice-count = { $want ->
        [one] Hier wordt één dobbelsteen gegooid, niet { $got }.
       *[other] Hier worden { $want } dobbelstenen gegooid, niet { $got }.
    }
rules-error-die-value = Een dobbelsteen toont 1 tot 6, niet { $value }.
