# Dice Settlers aan tafel: de stukken in woorden, het verloop, de actieknoppen, aanwijzingen, het
# scorebord, de rij technologieën, woorden op de kaart en de uitslag.

# Een tip: wat een zoekend AI-niveau vindt van de keuze die het zou maken. $n gesimuleerde
# vervolgen tot het eind van ronde $round; $points zijn schatting van je voorsprong ($standing:
# ahead voor, behind achter, level gelijk) op de sterkste tegenstander.
ds-hint-search = Over { $n } { $n ->
        [one] simulatie
       *[other] simulaties
    } tot het eind van ronde { $round } sta je hierna gemiddeld { $standing ->
        [ahead] { $points } { $points ->
            [one] punt
           *[other] punten
        } voor op je sterkste tegenstander
        [behind] { $points } { $points ->
            [one] punt
           *[other] punten
        } achter op je sterkste tegenstander
       *[level] gelijk met je sterkste tegenstander
    } (naar zijn schatting).

game-dice-settlers = Dice Settlers
setup-blurb-dice-settlers = Laat je zak met symbooldobbelstenen groeien, verken de zeshoekkaart en houd haar tegels: de meeste punten winnen.

ds-terrain-grassland = grasland
ds-terrain-forest = bos
ds-terrain-hills = heuvels
ds-terrain-mountain = gebergte
ds-terrain-desert = woestijn
ds-die-white = witte
ds-die-yellow = gele
ds-die-green = groene
ds-die-brown = bruine
ds-die-blue = blauwe
ds-die-red = rode
ds-resource-gold = goud
ds-resource-iron = ijzer
ds-resource-wood = hout
ds-resource-food = voedsel
ds-symbol-recruit = Rekruteren
ds-symbol-explore = Verkennen
ds-symbol-deploy = Uitzetten
ds-symbol-raid = Overvallen
ds-symbol-research = Onderzoeken
ds-symbol-trade = Handelen
ds-symbol-navigator = Navigator
ds-symbol-gold = Goud
ds-symbol-iron = IJzer
ds-symbol-wood = Hout
ds-symbol-food = Voedsel
ds-act-harvest = Oogsten

ds-tech-granary = Graanschuur
ds-tech-guild-hall = Gildehuis
ds-tech-monument = Monument
ds-tech-market = Markt
ds-tech-workshop = Werkplaats
ds-tech-caravan = Karavaan
ds-tech-barracks = Kazerne
ds-tech-forge = Smidse
ds-tech-fortress = Vesting
ds-tech-wagons = Wagens
ds-tech-compass = Kompas
ds-tech-roads = Wegen
ds-tech-observatory = Sterrenwacht
ds-tech-school = School
ds-tech-academy = Academie
ds-tech-orchards = Boomgaarden
ds-tech-pastures = Weiden
ds-tech-town-charter = Stadsrechten

ds-tile = tegel { $no } ({ $terrain })
ds-points = { $n ->
    [one] { $n } punt
   *[other] { $n } punten
}
ds-bonus-die = een { $colour } dobbelsteen
ds-bonus-resource = een { $resource }
ds-bonus-tent = een tweede tent
ds-offer-same = drie { $resource } voor 6
ds-offer-different = drie verschillende (geen { $resource }) voor 5
ds-offer-pair = { $first } en { $second } voor 2
ds-offer-remove = een { $colour } dobbelsteen uit het spel voor 3

ds-log-draft = De keuze van de starttegels: { $name } legt als eerste.
ds-log-starts-on = { $name } begint op { $tile }.
ds-log-starts-on-bonus = { $name } begint op { $tile } en neemt { $bonus }.
ds-log-draws = { $name } trekt { $n ->
    [one] { $n } dobbelsteen
   *[other] { $n } dobbelstenen
}.
ds-log-draws-refill = { $name } trekt { $n ->
    [one] { $n } dobbelsteen
   *[other] { $n } dobbelstenen
} (de gebruikte dobbelstenen gingen terug in de zak).
ds-log-turns = { $name } draait met een navigator een dobbelsteen naar { $symbol }.
ds-log-takes-back = { $name } neemt een draai terug: de { $colour } dobbelsteen toont weer { $symbol }.
ds-log-rerolls = { $name } gooit { $n ->
    [one] { $n } dobbelsteen
   *[other] { $n } dobbelstenen
} opnieuw.
ds-log-draws-two = { $name } geeft een grondstofdobbelsteen uit om er twee bij te trekken.
ds-log-acts = { $name }: { $act }.
ds-log-acts-with = { $name }: { $act } met { $n ->
    [one] { $n } symbool
   *[other] { $n } symbolen
}.
ds-log-skips = { $name } slaat over.
ds-log-recruits = { $name } rekruteert een { $colour } dobbelsteen.
ds-log-tiles-drawn = { $name } trekt { $n ->
    [one] { $n } tegel
   *[other] { $n } tegels
} van de stapel.
ds-log-explores = { $name } verkent { $tile }.
ds-log-explores-bonus = { $name } verkent { $tile } en neemt { $bonus }.
ds-log-follows = { $name } volgt naar tegel { $no }.
ds-log-tent-to-board = { $name } zet een tent op het eigen bord.
ds-log-deploys = { $name } zet een tent uit op { $tile }.
ds-log-recalls = { $name } haalt een tent terug van tegel { $no }.
ds-log-raids = { $name } overvalt de tent van { $victim } op { $tile }.
ds-log-harvests = { $name } oogst { $got }.
ds-log-harvests-nothing = { $name } oogst niets.
ds-log-sells = { $name } handelt { $offer }: +{ $points }.
ds-log-researches = { $name } onderzoekt { $tech } ({ $points }).
ds-log-factory = { $name } laat de werkplaats op tegel { $no } draaien.
ds-log-house = { $name } bouwt een huis op { $tile }.
ds-log-keeps = { $name } houdt een { $colour } dobbelsteen voor de volgende ronde.
ds-log-end-near = Het einde nadert ({ $why }): ronde { $round } is de laatste.
ds-end-houses = iemand heeft al zijn huizen gebouwd
ds-end-tokens = de scorefiches zijn op
ds-end-tiles = de stapel is op
ds-end-supply = een dobbelsteenkleur in de voorraad is op
ds-log-round-over = Ronde { $round } is voorbij; { $name } begint ronde { $next }.
ds-log-game-over = Einde van het spel: { $names } wint met { $points } punten.

ds-die = dobbelsteen { $n }
ds-die-showing = dobbelsteen { $n } ({ $colour } { $symbol })
ds-symbols = { $n ->
    [one] { $n } symbool
   *[other] { $n } symbolen
}
ds-new-dice = { $n ->
    [one] { $n } nieuwe dobbelsteen
   *[other] { $n } nieuwe dobbelstenen
}
ds-draw-tiles = { $n ->
    [one] { $n } tegel trekken
   *[other] { $n } tegels trekken
}
ds-tent-moves = { $n ->
    [one] { $n } tentzet
   *[other] { $n } tentzetten
}
ds-trades = { $n ->
    [one] { $n } ruil
   *[other] { $n } ruilen
}
ds-on-tile = op { $tile }
ds-act-button = { $act }: { $what } ({ $symbols })
ds-act-start-tile = Begin op { $tile }, { $place }
ds-act-navigator-reroll = Navigator: gooi tot drie dobbelstenen opnieuw
ds-act-resource-reroll = Grondstofdobbelsteen: gooi { $die } opnieuw
ds-act-resource-draw = Grondstofdobbelsteen: trek en gooi er twee bij
ds-act-pick = Kies { $die }
ds-act-roll-picked = Gooi de gekozen dobbelstenen
ds-act-ready = Klaar: door naar de acties
ds-act-take-back = Draai de { $colour } dobbelsteen terug (weer { $symbol })
ds-act-harvest-button = Oogsten: grondstofsymbolen worden fiches
ds-effect-symbol = , elke ronde een { $symbol }
ds-effect-track = , +1 dobbelsteen trekken
ds-effect-per-house = , { $n } per huis aan het eind
ds-effect-per-terrain = , { $n } per tegel { $terrain } aan het eind
ds-act-research = { $tech } onderzoeken ({ $points }{ $effect })
ds-act-skip = Deze actie overslaan
ds-factory-makes = 2 { $resource }
ds-act-factory = Werkplaats op { $tile }: een tent naar huis, { $made }
ds-act-control = { $tile } beheersen: 3 tenten worden een huis
ds-act-end-turn = Beurt beëindigen
ds-act-take-die = Neem een { $colour } dobbelsteen
ds-act-faces = { $action } (zijden: { $faces })
ds-face-count = { $n }× { $symbol }
ds-faces-sep = { ", " }
ds-act-spends = { $action }: kost { $cost }
ds-act-paid-with = { $action }, betaald met { $payer }
ds-act-keep-tile = Houd { $tile } ★{ $high }/{ $low }
ds-act-keep-tile-bonus = Houd { $tile } ★{ $high }/{ $low }, bonus { $bonus }
ds-act-place-tile = Leg hem { $place }
ds-act-turn = Draai { $die } naar { $symbol }
ds-where = { $side ->
    [e] rechts van { $terrain } ({ $no })
    [ne] rechtsboven { $terrain } ({ $no })
    [nw] linksboven { $terrain } ({ $no })
    [w] links van { $terrain } ({ $no })
    [sw] linksonder { $terrain } ({ $no })
   *[se] rechtsonder { $terrain } ({ $no })
}
ds-where-terrain = { $terrain ->
    [grassland] het grasland
    [forest] het bos
    [hills] de heuvels
    [mountain] het gebergte
   *[desert] de woestijn
}
ds-where-yours = { $place }, naast je tenten
ds-where-middle = in het midden
ds-act-follow = Volgen: een tent van je bord naar de nieuwe tegel
ds-act-decline = Niet volgen
ds-act-follow-own = Een tent van je bord naar je nieuwe tegel
ds-act-decline-own = Geen tent erbij
ds-act-tent-to-board = Een tent uit de voorraad naar je bord
ds-act-tent-to-tile = Een tent van je bord naar { $tile }
ds-act-recall-tents = Tenten terughalen van de kaart
ds-act-recall = Een tent terughalen van { $tile }
ds-act-recall-done = Stoppen met terughalen
ds-act-hit = Stuur de tent van { $name } naar huis
ds-act-sell = Handelen: { $offer }
ds-act-finish = Actie afronden
ds-act-keep = Houd { $die } voor de volgende ronde
ds-act-keep-none = Geen dobbelsteen houden
ds-seat-resources = Grondstoffen: { $list }
ds-seat-houses = Huizen: { $n }
ds-seat-tents = Tenten: { $map } op de kaart, { $board } op je bord
ds-seat-dice = Dobbelstenen: { $bag } in de zak, { $used } gebruikt, trekt er { $draw }
ds-seat-rolled = Gegooid: { $list }
ds-seat-techs = Technologieën: { $list }
ds-step-spend = { $what } ({ $symbols })
ds-step-start = Begin op { $tile }
ds-step-turn = Draai { $die }
ds-step-navigator-reroll = Gooi tot drie stenen opnieuw
ds-step-resource-die = Grondstofdobbelsteen
ds-step-reroll = Gooi { $die } opnieuw
ds-step-resource-draw = Trek en gooi er twee bij
ds-step-tech-gives = { $points }{ $effect }
ds-step-free = Vrije actie
ds-step-factory = Werkplaats op { $tile }
ds-step-factory-gives = Een tent naar huis, { $made }
ds-step-control = { $tile } beheersen
ds-step-control-gives = 3 tenten worden een huis
ds-step-keep-tile = Houd { $tile }
ds-step-star = ★{ $high }/{ $low }
ds-step-star-bonus = ★{ $high }/{ $low }, bonus { $bonus }
ds-step-tent-from-board = Een tent van je bord
ds-step-to-tile = naar { $tile }
ds-step-recall = Een tent terughalen
ds-step-from-tile = van { $tile }
ds-step-beside = Naast { $tile }
ds-step-sell-same = Drie dezelfde voor 6
ds-step-sell-different = Drie verschillende voor 5
ds-step-sell-pair = Twee naar keuze voor 2
ds-step-sell-remove = Een dobbelsteen uit het spel voor 3
ds-step-without = zonder { $resource }
ds-step-pair = { $first } en { $second }
ds-step-die-colour = een { $colour } dobbelsteen
ds-step-keep = Houden voor de volgende ronde
ds-step-side = { $side ->
    [e] rechts
    [ne] rechtsboven
    [nw] linksboven
    [w] links
    [sw] linksonder
   *[se] rechtsonder
}

ds-phase-draft = Starttegels
ds-phase-roll = Ronde { $round }: gooien
ds-phase-act = Ronde { $round }, actie { $pass } van 2
ds-phase-keep = Ronde { $round }: opruimen
ds-prompt-rolls = { $name } gooit…
ds-prompt-thinking = { $phase } · { $name } denkt na…
ds-prompt-asks = { $phase } · { $name }: { $ask }
ds-ask-over = Het spel is voorbij
ds-ask-draft = Leg een starttegel
ds-ask-pick-reroll = Kies dobbelstenen voor de worp van de navigator, of gooi ze
ds-ask-adjust = Pas je worp aan, of zeg dat je klaar bent
ds-ask-free-or-end = Doe een vrije actie of beëindig je beurt
ds-ask-choose-action = Kies een actie, een vrije actie, of sla over
ds-ask-recruit = Kies de kleur van een gerekruteerde dobbelsteen, of rond af
ds-ask-choose-tile = Kies welke getrokken tegel je legt
ds-ask-place-tile = Kies waar de verkende tegel komt
ds-ask-follow = Volg naar de nieuwe tegel, of sla af
ds-ask-follow-own = Anderen volgden je naar je nieuwe tegel: zet er ook een tent van je bord bij, of niet
ds-ask-deploy = Gebruik een uitzet-symbool, of rond af
ds-ask-recall = Haal een tent terug, of stop met terughalen
ds-ask-raid = Kies wiens tent je overvalt, of rond af
ds-ask-trade = Kies een ruil, of rond af
ds-ask-reroll = Kies dobbelstenen om opnieuw te gooien
ds-ask-keep = Houd één ongebruikte dobbelsteen, of geen

ds-bar-symbols-title = Symbolen:
ds-confirm-ends-turn = { $action } beëindigt je beurt.
ds-confirm-points = { $action }: je punten gaan van { $before } naar { $after }.
ds-confirm-do = Doen
ds-confirm-back = Nu niet
ds-pay-with = Betaal „{ $action }” met:
ds-remove-which = { $action }: welke dobbelsteen verlaat het spel?
ds-from-used = je gebruikte dobbelstenen
ds-from-bag = je zak
ds-bar-your-tile = Jouw tegel:
ds-bar-hand-tile = { $no } { $terrain } ★{ $high }/{ $low }
ds-bar-hand-tile-gives = { $tile } + { $bonus }
ds-tile-explained = Tegel { $no }, { $terrain }: aan het eind scoort wie hier de meeste tenten (of het huis) heeft { $high }, de tweede { $low }.
ds-tile-start-bonus = Wie hier begint, krijgt { $bonus }.
ds-bar-then-click = klik daarna op een verlichte plek op de kaart
ds-bar-navigator = Navigator: draai { $die }
ds-bar-navigator-any = Navigator: draai een dobbelsteen
ds-bar-navigator-menu = Navigator: opnieuw gooien of een dobbelsteen draaien
ds-bar-turn-to = naar { $symbol }
ds-bar-click-again = (klik nog eens op de dobbelsteen, of op de knop, om het te doen)
ds-bar-click-spot = Klik op een verlichte plek op de kaart voor de tegel.
ds-bar-spot = { $letter } · { $place }

ds-score-houses = huizen
ds-score-tents = tenten kaart/bord
ds-score-dice = zak · gebruikt · trekken
ds-score-end = Einde als: huizen { $houses }/{ $most } · scorefiches over { $tokens } · tegels op de stapel { $tiles } · kleuren in de voorraad { $colours } (≤2 is einde)
ds-score-last-round = Ronde { $round } is de laatste.
ds-techs-title = Technologieën
ds-techs-show = Technologieën ({ $key })
ds-techs-hide = Technologieën verbergen ({ $key })
ds-tech-research = { $n } onderzoek
ds-tech-on = op { $terrain }
ds-tech-each-round = elke ronde { $symbol }
ds-tech-track = +1 dobbelsteen trekken
ds-tech-per-house = { $n }/huis
ds-tech-per-terrain = { $n }/tegel { $terrain }
ds-tech-points = { $n } ptn { $effect }
ds-map-factory-points = ⚙{ $n } ptn
ds-map-extra-die = +1 steen
ds-plate = { $name } · { $points }

ds-sheet-tiles = tegels
ds-sheet-techs = technologieën
ds-sheet-dice = dobbelstenen
ds-sheet-houses = huizen
ds-sheet-tokens = scorefiches
ds-sheet-total = totaal
ds-round-sheet-title = Ronde { $round } is voorbij
ds-sheet-this-round = deze ronde
ds-round-sheet-rule = Punten tellen de tegels waar je voorstaat, technologieën, dobbelstenen, huizen en fiches: een ronde kan ook punten kosten.
ds-results-chart = Punten na elke ronde (tegels, technologieën, dobbelstenen, huizen en fiches zoals ze toen stonden)

# Wat elke actie doet, ernaast gezegd (een knop op de telefoon, de balk op de tv bij aanwijzen, de cursor van de controller).
ds-out-spends = besteedt { $spent }: { $then }
ds-out-tile = { $tile } komt daar te liggen met je tent
ds-out-tile-bonus = { $tile } komt daar te liggen met je tent, en je krijgt { $bonus }
ds-out-shows = { $die } toont daarna { $symbol }
ds-out-take-back = de { $colour } dobbelsteen toont weer { $symbol } en zijn navigator is niet uitgegeven
ds-out-pick-three = kies daarna tot drie andere dobbelstenen om opnieuw te gooien
ds-out-rerolled = { $die } wordt opnieuw gegooid
ds-out-draws = { $n ->
    [0] je zak is leeg: er valt niets te trekken
    [one] trekt nog { $n } dobbelsteen uit je zak en gooit hem
   *[other] trekt nog { $n } dobbelstenen uit je zak en gooit ze
}
ds-out-pick = { $die } wordt opnieuw gegooid; kies er meer, of gooi
ds-out-pick-rolls = { $die } gaat mee: { $n ->
    [one] nu wordt { $n } dobbelsteen opnieuw gegooid
   *[other] nu worden { $n } dobbelstenen opnieuw gegooid
}
ds-out-reroll = { $n ->
    [one] gooit de gekozen dobbelsteen opnieuw
   *[other] gooit de { $n } gekozen dobbelstenen opnieuw
}
ds-out-ready-next = houdt deze worp; { $name } gooit hierna
ds-out-ready-act = houdt deze worp; de acties beginnen bij { $name }
ds-out-recruit = kies daarna { $n ->
    [one] een nieuwe dobbelsteen
   *[other] tot { $n } nieuwe dobbelstenen
} voor je gebruikte dobbelstenen, in de kleuren van je terreinen
ds-out-explore = { $n ->
    [one] trekt een tegel om te leggen
   *[other] trekt { $n } tegels, je houdt er één om te leggen
}
ds-out-deploy = { $n ->
    [one] er volgt één tentverplaatsing
   *[other] er volgen { $n } tentverplaatsingen
}
ds-out-raid = { $n ->
    [one] een tent van een tegenstander op { $tile } gaat naar huis en een van jou neemt zijn plaats in
   *[other] tot { $n } tenten van tegenstanders op { $tile } gaan naar huis en die van jou nemen hun plaats in
}
ds-out-gain = je krijgt { $got }
ds-out-trade = { $n ->
    [one] er volgt één ruil
   *[other] er volgen { $n } ruilen
} (grondstoffen of een dobbelsteen voor punten)
ds-out-research = je bezit { $tech } ({ $points }{ $effect })
ds-out-skip = besteedt niets; er kunnen vrije acties volgen
ds-out-skip-ends = besteedt niets; je beurt eindigt
ds-out-factory = een tent van { $tile } gaat terug naar je bord; je krijgt { $gain }
ds-out-control = { $n } van je tenten op { $tile } gaan naar de voorraad; je huis houdt de tegel voorgoed
ds-out-and-turn-ends = { $what }; je beurt eindigt
ds-out-end-turn = je beurt eindigt; { $name } is hierna aan de beurt
ds-out-end-game = je beurt eindigt, en daarmee het spel
ds-out-keep = { $die } wacht zoals hij ligt op de volgende ronde; { $rest ->
    [0] er is geen andere dobbelsteen over
   *[other] de rest gaat naar je gebruikte dobbelstenen
}
ds-out-keep-none = al je ongebruikte dobbelstenen gaan naar je gebruikte dobbelstenen
ds-out-take-die = een { $colour } dobbelsteen uit de voorraad komt bij je gebruikte dobbelstenen
ds-out-take-die-more = een { $colour } dobbelsteen uit de voorraad komt bij je gebruikte dobbelstenen; je mag er nog een kiezen
ds-out-choose-tile = je legt hierna { $tile }; { $others ->
    [0] er is geen andere tegel getrokken
    [one] de andere tegel gaat uit het spel
   *[other] de andere tegels gaan uit het spel
}
ds-out-tent-onto = een tent van je bord gaat naar { $tile } (nog { $board } op je bord)
ds-out-decline = je tenten blijven op je bord
ds-out-tent-to-board = een tent uit de voorraad gaat naar je bord, dat er dan { $board } heeft
ds-out-recall-tents = gebruikt één tentverplaatsing: haal daarna tenten één voor één terug naar je bord
ds-out-recall = een tent van { $tile } gaat terug naar je bord, dat er dan { $board } heeft
ds-out-recall-done = stopt met tenten terughalen; het uitzetten eindigt
ds-out-recall-done-more = stopt met tenten terughalen; je andere tentverplaatsingen volgen
ds-out-hit = de tent van { $name } op { $tile } gaat terug naar diens bord; een van jou neemt zijn plaats in
ds-out-hit-supply = de tent van { $name } op { $tile } gaat naar de voorraad (diens bord is vol); een van jou neemt zijn plaats in
ds-out-sell = betaalt { $paid }; je krijgt { $points }
ds-out-sell-used = een { $colour } dobbelsteen uit je gebruikte dobbelstenen gaat uit het spel; je krijgt { $points }
ds-out-sell-bag = een { $colour } dobbelsteen uit je zak gaat uit het spel; je krijgt { $points }
ds-out-sell-roll = { $die } gaat uit het spel; je krijgt { $points }
ds-out-finish = stopt de actie { $act } hier; de rest vervalt
ds-out-nothing = niets
ds-out-spent-die = { $die }
ds-out-spent-tile = { $tile }
ds-out-spent-card = { $tech }

# Weigeringen van de spelregels zoals de speler ze leest. $colour is een dobbelsteenkleur, $terrain een
# terrein, $tile een tegelnummer, $act een actie, $symbol een symbool, $question wat het spel nu vraagt.
ds-error-content = De inhoudsbestanden van Dice Settlers zijn kapot.
ds-error-chance-first = Er worden dobbelstenen of tegels getrokken: wacht erop.
ds-error-no-chance = Er wordt nu niets getrokken of gegooid.
ds-error-chance-count = Hier zijn { $want } uitkomsten nodig, niet { $got }.
ds-error-chance-value = Een uitkomst is hier 1 tot { $sides }, niet { $value }.
ds-error-turn-same = Die dobbelsteen toont al { $value }: draai hem naar een ander vlak.
ds-error-turn-face = Een dobbelsteen draait naar een vlak van 1 tot 6, niet { $value }.
ds-error-not-now = Dat kan nu niet: { $question }.
ds-error-act-used = Je hebt deze ronde al { $act } gedaan.
ds-error-symbols = Daarvoor is { $want } × { $symbol } nodig, maar je hebt er { $have }.
ds-error-symbol-count = { $n ->
        [one] Aan die actie kun je niet één symbool besteden.
       *[other] Aan die actie kun je geen { $n } symbolen besteden.
    }
ds-error-no-such-die = Die dobbelsteen zit niet in je worp.
ds-error-no-such-place = Die tegel zit niet bij de tegels die je trok.
ds-error-same-die = Een dobbelsteen kan niet voor zijn eigen aanpassing betalen: kies een andere.
ds-error-no-such-tile = Tegel { $tile } kun je hier niet kiezen.
ds-error-bad-spot = Daar kan geen tegel: hij moet de tegels raken die de regels vragen.
ds-error-not-present = Je hebt geen tent of huis op of naast tegel { $tile }.
ds-error-no-tent-on-board = Je eigen bord heeft geen tent meer.
ds-error-board-full = Je eigen bord heeft geen vrije plek voor een tent.
ds-error-no-tents-there = Die speler heeft geen tent op tegel { $tile }.
ds-error-not-terrain = Een { $colour } dobbelsteen komt van een terrein waar je een tent of huis hebt, en dat heb je niet.
ds-error-supply-empty = De voorraad heeft geen { $colour } dobbelstenen meer.
ds-error-no-resource-symbols = Je hebt geen grondstofsymbolen om te oogsten.
ds-error-resources = Je hebt niet de grondstoffen om dat te betalen (goud telt als elke grondstof).
ds-error-no-die-to-remove = Je hebt geen { $colour } dobbelsteen om weg te halen.
ds-error-needs-terrain = Die technologie vraagt een tent of huis op een { $terrain }-tegel.
ds-error-already-owned = Die technologie heb je al.
ds-error-no-such-card = Die technologie ligt niet in de rij.
ds-error-no-factory = Tegel { $tile } heeft geen fabriek die je kunt gebruiken (je hebt er een tent nodig en een vrije plek op je bord).
ds-error-factory-used = Je hebt de fabriek op tegel { $tile } deze ronde al gebruikt.
ds-error-no-control = Je kunt tegel { $tile } niet overnemen: er mag geen huis staan, en jij hebt er de meeste tenten nodig, minstens 3 meer dan ieder ander.
ds-error-no-houses-left = Je hebt al je huizen gebouwd.
ds-error-empty-stack = De stapel tegels is leeg.
ds-error-nothing-to-keep = Je hebt geen ongebruikte dobbelsteen om te houden.
ds-error-no-navigator = Je hebt geen ander navigatorsymbool om mee te betalen.
ds-error-no-resource-die = Je hebt geen andere dobbelsteen met een grondstof om mee te betalen.
ds-error-too-many-picked = Een navigator gooit hoogstens drie dobbelstenen opnieuw.
ds-error-nothing-to-take-back = Er is geen gedraaide dobbelsteen om terug te nemen.
ds-error-die-not-navigator = Die dobbelsteen toont geen navigator: betaal met een dobbelsteen of technologie die dat wel doet.
ds-error-card-not-navigator = Die technologie is geen van jouw technologieën met een navigator.
ds-error-die-not-resource = Die dobbelsteen toont geen grondstof: betaal met een andere die dat wel doet.
ds-error-card-not-resource = Een grondstofaanpassing betaal je met een gegooide dobbelsteen met een grondstof, niet met een technologie.
ds-error-card-used = De navigator van die technologie is deze ronde al gebruikt.
ds-error-die-not-colour = Die dobbelsteen uit je worp is geen { $colour } dobbelsteen.
ds-error-no-die-in-roll = Je hebt geen { $colour } dobbelsteen in je worp om weg te halen.
ds-error-no-die-used = Je hebt geen { $colour } dobbelsteen in je gebruikte vak om weg te halen.
ds-error-no-die-bag = Je hebt geen { $colour } dobbelsteen in je zak om weg te halen.
