# Royal Casino aan tafel: aanwijzingen, de knoppenbalk, grote bijschriften, het verloop, banners,
# het scorebord en het rondeoverzicht.

# Een tip: wat een AI-niveau vindt van de zet die het zou doen. $chance is een percentage,
# $points een waardering in punten, $keep wat een achtergehouden steen waard is.
rc-hint-expert = Je kans om te winnen na deze zet, naar zijn schatting: { $chance }%.
rc-hint-expectimax = Verwachte waarde aan het eind van de beurt: { $points } { $points ->
        [one] punt
       *[other] punten
    } (je punten, plus { $keep } per steen die je houdt, min wat de volgende speler kan scoren).

game-royal-casino = Royal Casino
setup-blurb-royal-casino = Gooi de dobbelstenen, vul de rijen, verdien de punten.
setup-beginner-face = eerst het beginnersbord

rc-prompt-throws = { $name } gooit…
rc-prompt-ai-placing = { $name } legt dobbelstenen…
rc-prompt-ai-throw = { $name } gaat gooien…
rc-prompt-throw = { $name }: gooi de dobbelstenen (spatie, Gooien of klik op de beker)
rc-prompt-place-first = { $name }: leg een oplichtende dobbelsteen op een verlicht vak
rc-prompt-place-or-stop = { $name }: leg er meer, of stop
rc-prompt-place-throw-stop = { $name }: leg er meer, gooi opnieuw (nog { $left }) of stop
rc-pay-one = een { $v } op rij { $row } kost { $paid }
rc-outcome-gains = maakt rij { $row } vol: +{ $points }
rc-outcome-open = rij { $row }: { $filled } van de { $squares } vakjes gevuld
rc-outcome-throw = gooit { $dice } { $dice ->
    [one] dobbelsteen
   *[other] dobbelstenen
 }; { $left ->
    [0] daarna geen worp meer
    [one] daarna nog één worp
   *[other] daarna nog { $left } worpen
}
rc-outcome-stop = { $dice ->
    [0] beëindigt je beurt
    [one] beëindigt je beurt: je niet gelegde dobbelsteen gaat terug naar je hand
   *[other] beëindigt je beurt: je { $dice } niet gelegde dobbelstenen gaan terug naar je hand
}
rc-pay-warning = Let op: { $list } (dat maakt een zwarte rij vol).

rc-toast-undone = { $name } neemt een dobbelsteen terug.
rc-toast-no-die-shows = Geen dobbelsteen van deze worp toont { $v }.
rc-toast-fits-nowhere = Een { $v } past nu in geen enkele rij: kies een oplichtende dobbelsteen.
rc-toast-no-die-fits-row = Geen dobbelsteen van deze worp past in rij { $row }.
rc-toast-pick-first = Kies eerst een dobbelsteen: klik erop of druk op zijn getal.
rc-nothing-to-undo = Niets terug te nemen: er ligt nog geen dobbelsteen van deze worp op het bord.
not-your-turn = { $name } is aan de beurt.

rc-bar-throw = Gooien (spatie)
rc-bar-onto-row = op rij
rc-bar-throw-again = Opnieuw gooien (nog { $left })
rc-bar-stop = Stoppen (S)
rc-bar-undo = Terugnemen (U)

rc-caption-completes = { $name } maakt { $row } vol: { $delta }
rc-plate-settled = ✔ { $name } { $delta }
rc-next-face = volgende: { $face }

rc-log-gains = { $name } maakt rij { $row } vol en krijgt { $points }.
rc-log-pays = { $name } maakt rij { $row } vol en betaalt { $points }.
rc-log-stops = { $name } stopt.
rc-log-no-fit = Geen dobbelsteen past: de beurt van { $name } is voorbij.
rc-log-all-placed = { $name } heeft alle dobbelstenen gelegd: beurt voorbij.
rc-log-throw-limit = { $name } heeft 5 keer gegooid: beurt voorbij.
rc-log-round-end = { $name } vult het laatste vak!
rc-log-round-over = Ronde { $round } is voorbij. De dobbelstenen worden opnieuw verdeeld.
rc-log-round-over-dead = Ronde { $round } is voorbij (niemand heeft nog dobbelstenen). De dobbelstenen worden opnieuw verdeeld.
rc-log-next-round = Ronde { $next } op ‘{ $face }’: { $name } begint.
rc-log-game-over = Einde van het spel: { $names } wint.
rc-log-throws-again = { $name } gooit opnieuw.
rc-log-places = { $name } legt een { $v } op rij { $row }.
rc-log-throws = { $name } gooit { $values }.

rc-score-round = Ronde { $round }  ·  ‘{ $face }’
rc-score-target = Wie aan het eind van een ronde als eerste { $target } punten heeft, wint
rc-score-points = Punten
rc-score-dice = Stenen

rc-summary-title = Overzicht van ronde { $round }
rc-summary-none = Er is geen rij volgemaakt.
rc-summary-gains = Rij { $row }: { $name } krijgt { $points }
rc-summary-pays = Rij { $row }: { $name } betaalt { $points }
rc-summary-change = ({ $change } deze ronde)
rc-summary-ok = OK

pad-rc-throw = Gooi de dobbelstenen
pad-rc-throw-again = Opnieuw gooien
pad-rc-place = Leg een { $v } op rij { $row }
pad-rc-stop = Stoppen
rc-seat-points = Punten: { $points }
rc-seat-dice = Stenen in handen: { $dice }
rc-seat-throw = Worp { $n } van { $most } (nog { $left })
rc-seat-to-place = Nog te leggen: { $values }
rc-step-place = Leg een { $v }
rc-step-row = op rij { $row }

# The standard faces' names.
rc-face-01a = Eerste Avond
rc-face-01b = Geluksgetal Zeven
rc-face-02a = Groen Laken
rc-face-02b = Grote Gokker
rc-face-03a = De Ladder
rc-face-03b = Tweelingtafels
rc-face-04a = Middernacht
rc-face-04b = Slangenogen
rc-face-05a = Full House
rc-face-05b = Lange Nacht
rc-face-06a = Paren
rc-face-06b = De Kroon
rc-face-07a = Kleine Kans
rc-face-07b = Casino Royale
rc-face-08a = Rustig Hoekje
rc-face-08b = Grote Finale

# Weigeringen van de spelregels zoals de speler ze leest. $row is een rijletter (A–F); $why waarom een dobbelsteen niet past.
rc-error-empty-stack = De stapel speelvlakken is leeg: kies er minstens één.
rc-error-stack-cannot-complete = Geen speelvlak van de stapel kan ooit vol raken: elk heeft meer vakjes dan de { $dice } dobbelstenen in het spel.
rc-error-throw-first = Gooi eerst: een beurt begint met een worp.
rc-error-must-place = Een dobbelsteen van deze worp past op het bord: leg er minstens één voor je opnieuw gooit of stopt.
rc-error-throw-limit = Deze beurt had al { $throws } worpen: leg wat past of stop.
rc-error-no-row = Die rij bestaat niet op het bord.
rc-error-not-in-throw = Geen dobbelsteen van deze worp toont { $value }.
rc-error-does-not-fit = Een { $value } past niet in rij { $row }: { $why }.
rc-misfit-row-full = die rij is al vol
rc-misfit-needs-pip = het volgende vakje vraagt een { $value }
rc-misfit-red-differ = de rode sterren moeten verschillen van de groene waarde { $value }
rc-misfit-second-red = de tweede rode ster vraagt een { $value }, net als de eerste
rc-misfit-star-needs = de sterren vragen een { $value }, de waarde van de eerste dobbelsteen van de rij
