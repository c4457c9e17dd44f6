# Home Rows aan tafel: het verloop, bijschriften, aanwijzingen, de knoppenbalk, het scorebord,
# woorden op tafel, het scoreblad en de uitslag.

# Een tip: wat de Expert vindt van de zet die hij zou doen. $n keer uitgespeeld, $chance een percentage.
hr-hint-expert = { $n ->
        [one] Eén keer
       *[other] { $n } keer
    } uitgespeeld tot het eind van de ronde geeft deze zet je zo'n { $chance }% kans om te winnen.

game-home-rows = Home Rows
setup-blurb-home-rows = Gooi één dobbelsteen tegelijk, vul de rijen en houd je thuisrij laag: de laagste totaalscore wint.
setup-home-row = { $colour } rij

hr-colour-red = rode
hr-colour-yellow = gele
hr-colour-green = groene
hr-colour-blue = blauwe
hr-die = { $colour } { $value }
hr-side-left = links
hr-side-right = rechts
hr-counters = { $n ->
    [one] { $n } fiche
   *[other] { $n } fiches
}

hr-log-rolls = { $name } gooit een { $die }.
hr-log-places = { $name } legt de { $die } op de { $row } rij, vak { $square }.
hr-log-places-home = { $name } legt de { $die } op de { $row } rij, vak { $square } (thuisrij van { $owner }).
hr-log-takes-pot = { $name } neemt { $counters } uit de pot.
hr-log-takes-from = { $name } neemt { $counters } van { $other }.
hr-log-takes-nothing = De pot is leeg en geen buur heeft een dobbelsteen: { $name } krijgt niets.
hr-log-trade = { $name } dwingt een ruil af: de { $value } gaat naar { $to }, die { $counters } betaalt.
hr-log-passes = { $name } heeft geen dobbelstenen en past.
hr-log-trades-off = Tien beurten zonder een gelegde steen: tot het eind van de ronde wordt er niet geruild.
hr-log-round-over = Ronde { $round } is voorbij. Score van de thuisrijen: { $list }.
hr-log-tie-break = Gelijkspel om de laagste totaalscore: nog één ronde.
hr-log-round-start = Ronde { $round } van { $rounds }: { $name } begint.
hr-log-game-over = Einde van het spel: { $names } wint met de laagste totaalscore.

hr-caption-puts = { $name } legt de { $die } op { $row }
hr-caption-from-pot = { $name }: +{ $n } uit de pot
hr-caption-from = { $name }: +{ $n } van { $other }
hr-caption-trades = { $name } ruilt de { $value } naar { $to }: +{ $n }

hr-prompt-rolls = { $name } gooit de { $colour } dobbelsteen…
hr-prompt-choosing = { $name } kiest een dobbelsteen…
hr-prompt-roll = { $name }: klik op een van je dobbelstenen om te gooien (toetsen 1–4)
hr-prompt-ai-rolled = { $name } gooide een { $die }…
hr-prompt-place = { $name }: leg je { $die } op een verlicht vak
hr-prompt-place-or-trade = { $name }: leg je { $die } op een verlicht vak, of dwing een ruil af
hr-square-taken = Dat vak is bezet: kies een verlicht vak.

hr-score-round = Ronde { $round } van { $rounds } · pot { $pot }
hr-score-round-trades-off = Ronde { $round } van { $rounds } · pot { $pot } · niet ruilen
hr-score-dice = stenen
hr-score-counters = fiches
hr-score-rows = rondes
hr-score-total = totaal
hr-score-rule = De laagste totaalscore wint: ogen op je thuisrij min fiches.

hr-bar-roll = Gooi een dobbelsteen:
hr-bar-die = { $colour } ×{ $held }  [{ $key }]
hr-bar-take-from = Fiches nemen van:
hr-bar-take-side = { $side } { $name } ({ $n })
hr-bar-trade = Ruilen met { $name } ({ $side })
hr-bar-click-square = Klik op een verlicht vak op het bord om de dobbelsteen te plaatsen.

hr-plate = { $counters }  ·  totaal { $total }
hr-home-of = thuis van { $name }
hr-pot = pot { $n }

hr-sheet-title = Scoreblad
hr-sheet-round = ronde { $n }
hr-sheet-counters = fiches
hr-sheet-total = totaal
hr-sheet-rule = Ogen op je thuisrij min je fiches; de laagste totaalscore wint.
hr-results-wins = { $names } wint met de laagste totaalscore!
hr-results-share = { $names } winnen samen met de laagste totaalscore!
hr-results-chart = Scores van de thuisrijen opgeteld, ronde na ronde

pad-hr-roll = Gooi een { $colour } dobbelsteen
pad-hr-place = Leg hem op de { $row } rij, vak { $square }
pad-hr-place-from = Leg hem op de { $row } rij, vak { $square }, fiches van { $name } ({ $side })
pad-hr-trade = Dwing een ruil af met { $name } ({ $side })
hr-seat-total = Totaal tot nu: { $total }
hr-seat-counters = Fiches: { $n }
hr-seat-dice = Stenen: { $list }
hr-seat-dice-of = { $colour } ×{ $n }
hr-seat-no-dice = Stenen: geen
hr-seat-home = Thuisrij ({ $colour }) nu: { $score }
hr-seat-rounds = Rondes: { $list }
hr-step-place = Leg op de { $row } rij, vak { $square }
hr-step-from = Fiches van { $name } ({ $side })

# Wat elke actie doet, ernaast gezegd (een knop op de telefoon, de balk op de tv bij aanwijzen, de cursor van de controller).
hr-outcome-die = { $held ->
    [one] je laatste { $colour } dobbelsteen
   *[other] een van je { $held } { $colour } dobbelstenen
}
hr-outcome-roll-pot = gooit { $die }; gelegd neemt hij zijn waarde in fiches uit de pot ({ $pot } erin)
hr-outcome-roll-trade = gooit { $die }; de pot is leeg: leg hem om fiches van een buur te nemen, of ruil hem
hr-outcome-roll-place = gooit { $die }; de pot is leeg: leg hem om fiches van een buur te nemen
hr-outcome-roll-free-trade = gooit { $die }; de pot is leeg en geen buur heeft een dobbelsteen: leggen levert niets op, een ruil misschien wel
hr-outcome-roll-free = gooit { $die }; de pot is leeg en geen buur heeft een dobbelsteen: leggen levert niets op
hr-outcome-pot = neemt { $counters } uit de pot
hr-outcome-pot-last = neemt { $counters } uit de pot, die dan leeg is
hr-outcome-from = neemt { $counters } van { $other }
hr-outcome-from-all = neemt { $counters } van { $other }, alles wat die heeft
hr-outcome-from-none = neemt niets: { $other } heeft geen fiches
hr-outcome-nobody = neemt niets: de pot is leeg en geen buur heeft een dobbelsteen
hr-outcome-trade = geeft { $other } je { $value } en neemt { $counters } van die speler
hr-outcome-trade-all = geeft { $other } je { $value } en neemt { $counters } van die speler, alles wat die heeft
hr-outcome-trade-none = geeft { $other } je { $value }; die heeft geen fiches om te betalen
hr-outcome-trade-nothing = geeft { $other } je { $value } voor niets

# Weigeringen van de spelregels zoals de speler ze leest. $colour is een kleur, $side links of rechts.
hr-error-colour-count = Er zijn { $given } kleuren gegeven voor { $players } spelers: één per plaats.
hr-error-colour-twice = { $colour } is aan twee plaatsen gegeven: elke plaats heeft een eigen kleur.
hr-error-roll-first = Gooi eerst: een beurt begint met het gooien van een van je dobbelstenen.
hr-error-already-rolled = Je hebt deze beurt al gegooid: leg de dobbelsteen of ruil hem.
hr-error-no-die-of-colour = Je hebt geen { $colour } dobbelsteen.
hr-error-no-square = Dat vakje bestaat niet op het bord.
hr-error-square-taken = Op dat vakje ligt al een dobbelsteen.
hr-error-from-required = De pot is leeg: kies een buur met een dobbelsteen om van te nemen.
hr-error-pot-not-empty = De pot heeft nog fiches: je neemt uit de pot.
hr-error-neighbour-no-dice = De speler { $side } van je heeft geen dobbelstenen: je kunt niets van hem nemen.
hr-error-trade-with-pot = Ruilen mag pas als de pot leeg is.
hr-error-trades-off = Geen ruil meer tot het eind van deze ronde: tien beurten lang is geen dobbelsteen gelegd.
