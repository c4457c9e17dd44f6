# Liar's Dice aan tafel: het verloop, de knoppenbalk, de knoppen en de stand op de telefoons, tips.
# $bid is een bod in woorden ("5 × 3"); $name, $other zijn namen van plaatsen. Het verloop noemt
# nooit een dobbelsteen onder een beker: de biedingen, en hoeveel er tellen als de bekers omhooggaan.

game-liars-dice = Leugenaarsdobbelen
setup-blurb-liars-dice = Bied op de dobbelstenen onder alle bekers terwijl je alleen de jouwe ziet: Dudo tegen bluf, Calza als het precies klopt.

# Een tip: wat de Gewone AI vindt van de zet die hij zou doen. $chance is een percentage.
ld-hint-greedy = Je kans om zo al je dobbelstenen te houden: zo'n { $chance }%.

ld-bid = { $quantity } × { $face }

ld-act-bid = Bied { $bid }
ld-act-dudo = Dudo! Betwist { $bid } van { $other }
ld-act-calza = Calza! Noem { $bid } van { $other } precies goed
ld-act-dudo-none = Dudo! (nog niets om te betwisten)
ld-act-calza-none = Calza! (nog niets om precies te noemen)
ld-step-quantity = { $quantity } × …
ld-standing = Te overtreffen: { $bid } van { $name }

ld-outcome-bid-wild = Zegt dat er minstens { $bid } op tafel liggen, enen tellen mee; { $own } van jouw dobbelstenen steunen het.
ld-outcome-bid = Zegt dat er minstens { $bid } op tafel liggen, enen tellen niet mee; { $own } van jouw dobbelstenen steunen het.
ld-outcome-bid-wild-public = Zegt dat er minstens { $bid } op tafel liggen, enen tellen mee.
ld-outcome-bid-public = Zegt dat er minstens { $bid } op tafel liggen, enen tellen niet mee.
ld-outcome-dudo = Alle bekers omhoog: minder dan { $bid } en { $other } verliest een dobbelsteen, anders jij.
ld-outcome-calza = Alle bekers omhoog: precies { $bid } en je wint een dobbelsteen terug, anders verlies je er een.
ld-outcome-calza-full = Alle bekers omhoog: precies { $bid } en je houdt je dobbelstenen, anders verlies je er een.

ld-log-opening = Elke plaats gooit zijn dobbelstenen onder zijn eigen beker: ieder ziet alleen de eigen stenen.
ld-log-round = Ronde { $round }: alle bekers staan. { $name } opent het bieden.
ld-log-round-palifico = Ronde { $round } is een palifico-ronde: enen zijn geen joker en elk bod houdt de openingswaarde. { $name } opent.
ld-log-bid = { $name } biedt { $bid }.
ld-log-dudo = { $name } roept Dudo over { $bid } van { $other }: de bekers gaan omhoog en { $count ->
        [one] één dobbelsteen telt
       *[other] { $count } dobbelstenen tellen
    }.
ld-log-calza = { $name } roept Calza over { $bid } van { $other }: de bekers gaan omhoog en { $count ->
        [one] één dobbelsteen telt
       *[other] { $count } dobbelstenen tellen
    }.
ld-log-die-lost = { $name } verliest een dobbelsteen: { $left ->
        [one] nog één over
       *[other] nog { $left } over
    }.
ld-log-die-gained = { $name } wint een dobbelsteen terug: nu { $held }.
ld-log-out = { $name } heeft geen dobbelstenen meer en ligt eruit.
ld-log-palifico-next = { $name } heeft nog één dobbelsteen: de volgende ronde is een palifico-ronde.
ld-log-game-over = Einde spel: { $names } houdt de laatste dobbelstenen en wint.

ld-seat-dice = Dobbelstenen: { $n }
ld-seat-cup = Jouw beker: { $dice }
ld-seat-out = Eruit, plaats { $place }
ld-seat-winner = Winnaar

# The reveal at the table: what is counted ($face: the bid's face) and the running count ($numbers: "1 … 2 … 3").
ld-reveal-face = { $face }-en tellen
ld-reveal-face-wild = { $face }-en tellen, enen tellen mee
ld-reveal-count = { $what }: { $numbers }
ld-verdict-calza-right = Juist! Precies zoveel.

# Weigeringen van de spelregels zoals de speler ze leest. $bid en $least zijn biedingen in woorden.
ld-error-roll-first = De bekers zijn nog niet gegooid: gooi ze eerst.
ld-error-not-rolling = Elke beker is deze ronde al gegooid: bied, roep Dudo of Calza.
ld-error-dice-count = { $want ->
        [one] { $name } gooit één dobbelsteen onder de beker, niet { $got }.
       *[other] { $name } gooit { $want } dobbelstenen onder de beker, niet { $got }.
    }
ld-error-face = Het gezicht van een bod is 1 tot 6, niet { $face }.
ld-error-no-quantity = Een bod gaat over minstens één dobbelsteen.
ld-error-above-in-play = Een bod van { $quantity } is meer dan de { $in_play } dobbelstenen in het spel.
ld-error-opening-ones = Het openingsbod mag niet op enen zijn, behalve in een palifico-ronde.
ld-error-not-a-raise = { $bid } verhoogt het bod niet: op dat gezicht is minstens { $least } nodig.
ld-error-not-a-raise-none = { $bid } verhoogt het bod niet: geen aantal van dat gezicht is nu hoog genoeg.
ld-error-palifico-face = In een palifico-ronde houdt elk bod het openingsgezicht, { $face }: alleen het aantal stijgt.
ld-error-no-bid = Niemand heeft deze ronde geboden: eerst komt het openingsbod.
ld-error-calza-off = Calza staat uit in dit spel.
ld-error-calza-seats = Calza kan pas met minstens drie plaatsen die nog dobbelstenen hebben.
ld-error-calza-own = Je mag geen Calza roepen op je eigen bod.
