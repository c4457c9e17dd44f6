# Dice Settlers at the table: pieces in words, the log, the action buttons, prompts, the
# scoreboard, the technology row, words on the map and results.

# A hint: what a searching AI level reckons of the choice it would make. $n sampled futures
# played to the end of round $round; $points its estimate of your lead ($standing: ahead,
# behind or level) over the strongest other seat.
ds-hint-search = Over { $n } sampled { $n ->
        [one] future
       *[other] futures
    } to the end of round { $round }, this leaves you on average { $standing ->
        [ahead] { $points } { $points ->
            [one] point
           *[other] points
        } ahead of your strongest rival
        [behind] { $points } { $points ->
            [one] point
           *[other] points
        } behind your strongest rival
       *[level] level with your strongest rival
    } (its estimate).

game-dice-settlers = Dice Settlers
setup-blurb-dice-settlers = Grow a bag of symbol dice, explore the hex map, hold its tiles: most points wins.

ds-terrain-grassland = grassland
ds-terrain-forest = forest
ds-terrain-hills = hills
ds-terrain-mountain = mountain
ds-terrain-desert = desert
ds-die-white = white
ds-die-yellow = yellow
ds-die-green = green
ds-die-brown = brown
ds-die-blue = blue
ds-die-red = red
ds-resource-gold = gold
ds-resource-iron = iron
ds-resource-wood = wood
ds-resource-food = food
ds-symbol-recruit = Recruit
ds-symbol-explore = Explore
ds-symbol-deploy = Deploy
ds-symbol-raid = Raid
ds-symbol-research = Research
ds-symbol-trade = Trade
ds-symbol-navigator = Navigator
ds-symbol-gold = Gold
ds-symbol-iron = Iron
ds-symbol-wood = Wood
ds-symbol-food = Food
ds-act-harvest = Harvest

ds-tech-granary = Granary
ds-tech-guild-hall = Guild Hall
ds-tech-monument = Monument
ds-tech-market = Market
ds-tech-workshop = Workshop
ds-tech-caravan = Caravan
ds-tech-barracks = Barracks
ds-tech-forge = Forge
ds-tech-fortress = Fortress
ds-tech-wagons = Wagons
ds-tech-compass = Compass
ds-tech-roads = Roads
ds-tech-observatory = Observatory
ds-tech-school = School
ds-tech-academy = Academy
ds-tech-orchards = Orchards
ds-tech-pastures = Pastures
ds-tech-town-charter = Town Charter

ds-tile = tile { $no } ({ $terrain })
ds-points = { $n ->
    [one] { $n } point
   *[other] { $n } points
}
ds-bonus-die = a { $colour } die
ds-bonus-resource = { $resource ->
    [iron] an iron
   *[other] a { $resource }
}
ds-bonus-tent = a second tent
ds-offer-same = three { $resource } for 6
ds-offer-different = three different (no { $resource }) for 5
ds-offer-pair = { $first } and { $second } for 2
ds-offer-remove = a { $colour } die out of the game for 3

ds-log-draft = The starting-tile draft: { $name } places first.
ds-log-starts-on = { $name } starts on { $tile }.
ds-log-starts-on-bonus = { $name } starts on { $tile } and takes { $bonus }.
ds-log-draws = { $name } draws { $n ->
    [one] { $n } die
   *[other] { $n } dice
}.
ds-log-draws-refill = { $name } draws { $n ->
    [one] { $n } die
   *[other] { $n } dice
} (the used dice went back into the bag).
ds-log-turns = { $name } turns a die to { $symbol } with a navigator.
ds-log-takes-back = { $name } takes back a turn: the { $colour } die shows { $symbol } again.
ds-log-rerolls = { $name } re-rolls { $n ->
    [one] { $n } die
   *[other] { $n } dice
}.
ds-log-draws-two = { $name } spends a resource die to draw two more.
ds-log-acts = { $name }: { $act }.
ds-log-acts-with = { $name }: { $act } with { $n ->
    [one] { $n } symbol
   *[other] { $n } symbols
}.
ds-log-skips = { $name } skips.
ds-log-recruits = { $name } recruits a { $colour } die.
ds-log-tiles-drawn = { $name } draws { $n ->
    [one] { $n } tile
   *[other] { $n } tiles
} from the stack.
ds-log-explores = { $name } explores { $tile }.
ds-log-explores-bonus = { $name } explores { $tile } and takes { $bonus }.
ds-log-follows = { $name } follows onto tile { $no }.
ds-log-tent-to-board = { $name } takes a tent onto the board.
ds-log-deploys = { $name } deploys a tent to { $tile }.
ds-log-recalls = { $name } takes a tent back from tile { $no }.
ds-log-raids = { $name } raids { $victim }'s tent on { $tile }.
ds-log-harvests = { $name } harvests { $got }.
ds-log-harvests-nothing = { $name } harvests nothing.
ds-log-sells = { $name } trades { $offer }: +{ $points }.
ds-log-researches = { $name } researches { $tech } ({ $points }).
ds-log-factory = { $name } works the factory on tile { $no }.
ds-log-house = { $name } builds a house on { $tile }.
ds-log-keeps = { $name } keeps a { $colour } die for next round.
ds-log-end-near = The end is near ({ $why }): round { $round } is the last.
ds-end-houses = a player built every house
ds-end-tokens = the score tokens ran out
ds-end-tiles = the stack ran out
ds-end-supply = a die colour ran out in the supply
ds-log-round-over = Round { $round } is over; { $name } starts round { $next }.
ds-log-game-over = Game over: { $names } wins with { $points } points.

ds-die = die { $n }
ds-die-showing = die { $n } ({ $colour } { $symbol })
ds-symbols = { $n ->
    [one] { $n } symbol
   *[other] { $n } symbols
}
ds-new-dice = { $n ->
    [one] { $n } new die
   *[other] { $n } new dice
}
ds-draw-tiles = draw { $n ->
    [one] { $n } tile
   *[other] { $n } tiles
}
ds-tent-moves = { $n ->
    [one] { $n } tent move
   *[other] { $n } tent moves
}
ds-trades = { $n ->
    [one] { $n } trade
   *[other] { $n } trades
}
ds-on-tile = on { $tile }
ds-act-button = { $act }: { $what } ({ $symbols })
ds-act-start-tile = Start on { $tile }, { $place }
ds-act-navigator-reroll = Navigator: re-roll up to three dice
ds-act-resource-reroll = Resource die: re-roll { $die }
ds-act-resource-draw = Resource die: draw and roll two more
ds-act-pick = Pick { $die }
ds-act-roll-picked = Roll the picked dice
ds-act-ready = Ready: on to the actions
ds-act-take-back = Take back the turn of the { $colour } die (back to { $symbol })
ds-act-harvest-button = Harvest: resource symbols become tokens
ds-effect-symbol = , a { $symbol } each round
ds-effect-track = , +1 die drawn
ds-effect-per-house = , { $n } per house at the end
ds-effect-per-terrain = , { $n } per { $terrain } tile at the end
ds-act-research = Research { $tech } ({ $points }{ $effect })
ds-act-skip = Skip this action
ds-factory-makes = 2 { $resource }
ds-act-factory = Factory on { $tile }: a tent home, { $made }
ds-act-control = Control { $tile }: 3 tents become a house
ds-act-end-turn = End the turn
ds-act-take-die = Take a { $colour } die
ds-act-faces = { $action } (faces: { $faces })
ds-face-count = { $n }× { $symbol }
ds-faces-sep = { ", " }
ds-act-spends = { $action }: spends { $cost }
ds-act-paid-with = { $action }, paid with { $payer }
ds-act-keep-tile = Keep { $tile } ★{ $high }/{ $low }
ds-act-keep-tile-bonus = Keep { $tile } ★{ $high }/{ $low }, bonus { $bonus }
ds-act-place-tile = Place it { $place }
ds-act-turn = Turn { $die } to { $symbol }
ds-where = { $side ->
    [e] right of { $terrain } ({ $no })
    [ne] upper right of { $terrain } ({ $no })
    [nw] upper left of { $terrain } ({ $no })
    [w] left of { $terrain } ({ $no })
    [sw] lower left of { $terrain } ({ $no })
   *[se] lower right of { $terrain } ({ $no })
}
ds-where-terrain = { $terrain ->
    [grassland] the grassland
    [forest] the forest
    [hills] the hills
    [mountain] the mountain
   *[desert] the desert
}
ds-where-yours = { $place }, next to your tents
ds-where-middle = in the middle
ds-act-follow = Follow: a tent from your board onto the new tile
ds-act-decline = Do not follow
ds-act-follow-own = Add a tent from your board to your new tile
ds-act-decline-own = Add no tent
ds-act-tent-to-board = A tent from the supply to your board
ds-act-tent-to-tile = A tent from your board to { $tile }
ds-act-recall-tents = Take tents back from the map
ds-act-recall = Take a tent back from { $tile }
ds-act-recall-done = Stop taking tents back
ds-act-hit = Send { $name }'s tent home
ds-act-sell = Trade { $offer }
ds-act-finish = Finish the action
ds-act-keep = Keep { $die } for next round
ds-act-keep-none = Keep no die
ds-seat-resources = Resources: { $list }
ds-seat-houses = Houses: { $n }
ds-seat-tents = Tents: { $map } on the map, { $board } on the board
ds-seat-dice = Dice: { $bag } in the bag, { $used } used, draws { $draw }
ds-seat-rolled = Rolled: { $list }
ds-seat-techs = Technologies: { $list }
ds-step-spend = { $what } ({ $symbols })
ds-step-start = Start on { $tile }
ds-step-turn = Turn { $die }
ds-step-navigator-reroll = Re-roll up to three dice
ds-step-resource-die = Resource die
ds-step-reroll = Re-roll { $die }
ds-step-resource-draw = Draw and roll two more
ds-step-tech-gives = { $points }{ $effect }
ds-step-free = Free action
ds-step-factory = Factory on { $tile }
ds-step-factory-gives = A tent home, { $made }
ds-step-control = Control { $tile }
ds-step-control-gives = 3 tents become a house
ds-step-keep-tile = Keep { $tile }
ds-step-star = ★{ $high }/{ $low }
ds-step-star-bonus = ★{ $high }/{ $low }, bonus { $bonus }
ds-step-tent-from-board = A tent from your board
ds-step-to-tile = to { $tile }
ds-step-recall = Take a tent back
ds-step-from-tile = from { $tile }
ds-step-beside = Beside { $tile }
ds-step-sell-same = Three alike for 6
ds-step-sell-different = Three different for 5
ds-step-sell-pair = Any two for 2
ds-step-sell-remove = A die out of the game for 3
ds-step-without = without { $resource }
ds-step-pair = { $first } and { $second }
ds-step-die-colour = a { $colour } die
ds-step-keep = Keep for next round
ds-step-side = { $side ->
    [e] right
    [ne] upper right
    [nw] upper left
    [w] left
    [sw] lower left
   *[se] lower right
}

ds-phase-draft = Starting tiles
ds-phase-roll = Round { $round }: roll
ds-phase-act = Round { $round }, action { $pass } of 2
ds-phase-keep = Round { $round }: clean-up
ds-prompt-rolls = { $name } rolls…
ds-prompt-thinking = { $phase } · { $name } is thinking…
ds-prompt-asks = { $phase } · { $name }: { $ask }
ds-ask-over = The game is over
ds-ask-draft = Place a starting tile
ds-ask-pick-reroll = Pick dice for the navigator's re-roll, or roll them
ds-ask-adjust = Adjust your roll, or say you are ready
ds-ask-free-or-end = Take a free action or end your turn
ds-ask-choose-action = Choose an action, a free action, or skip
ds-ask-recruit = Choose the colour of a recruited die, or finish
ds-ask-choose-tile = Choose which drawn tile to place
ds-ask-place-tile = Choose where the explored tile goes
ds-ask-follow = Follow onto the new tile, or decline
ds-ask-follow-own = Others followed onto your new tile: add a tent from your board too, or not
ds-ask-deploy = Use a deploy symbol, or finish
ds-ask-recall = Take back a tent, or stop recalling
ds-ask-raid = Choose whose tent to raid, or finish
ds-ask-trade = Choose a trade, or finish
ds-ask-reroll = Pick dice to re-roll
ds-ask-keep = Keep one unused die, or none

ds-bar-symbols-title = Symbols:
ds-confirm-ends-turn = { $action } ends your turn.
ds-confirm-points = { $action }: your points go from { $before } to { $after }.
ds-confirm-do = Do it
ds-confirm-back = Not now
ds-pay-with = Pay for “{ $action }” with:
ds-remove-which = { $action }: which die leaves the game?
ds-from-used = your used dice
ds-from-bag = your bag
ds-bar-your-tile = Your tile:
ds-bar-hand-tile = { $no } { $terrain } ★{ $high }/{ $low }
ds-bar-hand-tile-gives = { $tile } + { $bonus }
ds-tile-explained = Tile { $no }, { $terrain }: at the end, the most tents here (or the house) score { $high }, the second most { $low }.
ds-tile-start-bonus = Starting here takes { $bonus }.
ds-bar-then-click = then click a lit spot on the map
ds-bar-navigator = Navigator: turn { $die }
ds-bar-navigator-any = Navigator: turn a die
ds-bar-navigator-menu = Navigator: re-roll or turn a die
ds-bar-turn-to = to { $symbol }
ds-bar-click-again = (click the die again, or the button, to do it)
ds-bar-click-spot = Click a lit spot on the map for the tile.
ds-bar-spot = { $letter } · { $place }

ds-score-houses = houses
ds-score-tents = tents map/board
ds-score-dice = bag · used · draw
ds-score-end = End when: houses { $houses }/{ $most } · score tokens left { $tokens } · tiles in the stack { $tiles } · supply colours { $colours } (≤2 ends)
ds-score-last-round = Round { $round } is the last.
ds-techs-title = Technologies
ds-techs-show = Technologies ({ $key })
ds-techs-hide = Hide technologies ({ $key })
ds-tech-research = { $n } research
ds-tech-on = on { $terrain }
ds-tech-each-round = { $symbol } each round
ds-tech-track = +1 die drawn
ds-tech-per-house = { $n }/house
ds-tech-per-terrain = { $n }/{ $terrain } tile
ds-tech-points = { $n } pts { $effect }
ds-map-factory-points = ⚙{ $n } pts
ds-map-extra-die = +1 die
ds-plate = { $name } · { $points }

ds-sheet-tiles = tiles
ds-sheet-techs = technologies
ds-sheet-dice = dice
ds-sheet-houses = houses
ds-sheet-tokens = score tokens
ds-sheet-total = total
ds-round-sheet-title = Round { $round } is over
ds-sheet-this-round = this round
ds-round-sheet-rule = Points count tiles you lead, technologies, dice, houses and score tokens: a round can also take points away.
ds-results-chart = Points after each round (tiles, technologies, dice, houses and tokens as they stood)

# What each action does, said beside it (a phone's button, the TV's bar on hover, the pad cursor):
# $spent what it spends (dice by number, tiles, cards, resources), $then what follows; $tile a
# tile in words, $die a die in words, $board the tents on the seat's board then.
ds-out-spends = spends { $spent }: { $then }
ds-out-tile = { $tile } goes there with your tent
ds-out-tile-bonus = { $tile } goes there with your tent, and you gain { $bonus }
ds-out-shows = { $die } then shows { $symbol }
ds-out-take-back = the { $colour } die shows { $symbol } again and its navigator is unspent
ds-out-pick-three = then pick up to three other dice to roll again
ds-out-rerolled = { $die } is rolled again
ds-out-draws = { $n ->
    [0] your bag is empty: nothing to draw
    [one] draws { $n } more die from your bag and rolls it
   *[other] draws { $n } more dice from your bag and rolls them
}
ds-out-pick = { $die } will be rolled again; pick more, or roll
ds-out-pick-rolls = { $die } joins the re-roll: { $n ->
    [one] { $n } die is rolled again now
   *[other] { $n } dice are rolled again now
}
ds-out-reroll = { $n ->
    [one] rolls the picked die again
   *[other] rolls the { $n } picked dice again
}
ds-out-ready-next = keeps this roll; { $name } rolls next
ds-out-ready-act = keeps this roll; the actions begin with { $name }
ds-out-recruit = then choose { $n ->
    [one] a new die
   *[other] up to { $n } new dice
} for your used dice, in the colours of your terrains
ds-out-explore = { $n ->
    [one] draws a tile to place
   *[other] draws { $n } tiles, you keep one to place
}
ds-out-deploy = { $n ->
    [one] one tent move follows
   *[other] { $n } tent moves follow
}
ds-out-raid = { $n ->
    [one] a rival's tent on { $tile } goes home and one of yours takes its place
   *[other] up to { $n } rivals' tents on { $tile } go home and yours take their place
}
ds-out-gain = you gain { $got }
ds-out-trade = { $n ->
    [one] one trade follows
   *[other] { $n } trades follow
} (resources or a die for points)
ds-out-research = you own { $tech } ({ $points }{ $effect })
ds-out-skip = spends nothing; free actions may follow
ds-out-skip-ends = spends nothing; your turn ends
ds-out-factory = a tent from { $tile } goes back to your board; you gain { $gain }
ds-out-control = { $n } of your tents on { $tile } go to the supply; your house holds it for good
ds-out-and-turn-ends = { $what }; your turn ends
ds-out-end-turn = your turn ends; { $name } is next
ds-out-end-game = your turn ends, and the game with it
ds-out-keep = { $die } waits for next round as it shows; { $rest ->
    [0] no other die is left
   *[other] the rest go to your used dice
}
ds-out-keep-none = all your unused dice go to your used dice
ds-out-take-die = a { $colour } die from the supply joins your used dice
ds-out-take-die-more = a { $colour } die from the supply joins your used dice; you may choose another
ds-out-choose-tile = you place { $tile } next; { $others ->
    [0] no other tile was drawn
    [one] the other tile leaves the game
   *[other] the other tiles leave the game
}
ds-out-tent-onto = a tent from your board goes onto { $tile } ({ $board } left on your board)
ds-out-decline = your tents stay on your board
ds-out-tent-to-board = a tent from the supply goes to your board, which then holds { $board }
ds-out-recall-tents = uses one tent move: then take tents back to your board, one at a time
ds-out-recall = a tent from { $tile } goes back to your board, which then holds { $board }
ds-out-recall-done = stops taking tents back; the deploy ends
ds-out-recall-done-more = stops taking tents back; your other tent moves follow
ds-out-hit = { $name }'s tent on { $tile } goes back to their board; one of yours takes its place
ds-out-hit-supply = { $name }'s tent on { $tile } goes to the supply (their board is full); one of yours takes its place
ds-out-sell = pays { $paid }; you gain { $points }
ds-out-sell-used = a { $colour } die from your used dice leaves the game; you gain { $points }
ds-out-sell-bag = a { $colour } die from your bag leaves the game; you gain { $points }
ds-out-sell-roll = { $die } leaves the game; you gain { $points }
ds-out-finish = ends the { $act } action here; what is left of it is lost
ds-out-nothing = nothing
ds-out-spent-die = { $die }
ds-out-spent-tile = { $tile }
ds-out-spent-card = { $tech }

# The rules' refusals as the player reads them. $colour is a die colour, $terrain a terrain, $tile a
# tile's number, $act an action, $symbol a symbol, $question what the game asks now.
ds-error-content = The Dice Settlers content files are broken.
ds-error-chance-first = Dice or tiles are being drawn: wait for them.
ds-error-no-chance = Nothing is being drawn or rolled now.
ds-error-chance-count = { $want } outcomes are wanted here, not { $got }.
ds-error-chance-value = An outcome here is 1 to { $sides }, not { $value }.
ds-error-turn-same = That die already shows { $value }: turn it to another face.
ds-error-turn-face = A die turns to a face from 1 to 6, not { $value }.
ds-error-not-now = That is not a choice now: { $question }.
ds-error-act-used = You have already taken { $act } this round.
ds-error-symbols = That needs { $want } × { $symbol }, but you have { $have }.
ds-error-symbol-count = { $n ->
        [one] One symbol cannot be spent on that action.
       *[other] { $n } symbols cannot be spent on that action.
    }
ds-error-no-such-die = There is no such die in your roll.
ds-error-no-such-place = There is no such tile among the tiles you drew.
ds-error-same-die = A die cannot pay for adjusting itself: choose another die.
ds-error-no-such-tile = Tile { $tile } is not one you can choose here.
ds-error-bad-spot = A tile cannot go there: it must touch the tiles the rules ask for.
ds-error-not-present = You have no tent or house on or next to tile { $tile }.
ds-error-no-tent-on-board = Your personal board has no tent left.
ds-error-board-full = Your personal board has no free tent space.
ds-error-no-tents-there = That player has no tent on tile { $tile }.
ds-error-not-terrain = A { $colour } die comes from a terrain where you have a tent or house, and you have none.
ds-error-supply-empty = The supply has no { $colour } dice left.
ds-error-no-resource-symbols = You have no resource symbols to harvest.
ds-error-resources = You do not have the resources to pay for that (gold stands for any one).
ds-error-no-die-to-remove = You own no { $colour } die to remove.
ds-error-needs-terrain = That technology needs a tent or house on a { $terrain } tile.
ds-error-already-owned = You already own that technology.
ds-error-no-such-card = That technology is not in the row.
ds-error-no-factory = Tile { $tile } has no factory you can use (you need a tent there and a free board space).
ds-error-factory-used = You have already used the factory on tile { $tile } this round.
ds-error-no-control = You cannot take control of tile { $tile }: it must have no house, and you need the most tents there, at least 3 more than anyone else.
ds-error-no-houses-left = You have built all your houses.
ds-error-empty-stack = The tile stack is empty.
ds-error-nothing-to-keep = You have no unused die to keep.
ds-error-no-navigator = You have no other navigator symbol to pay with.
ds-error-no-resource-die = You have no other die showing a resource to pay with.
ds-error-too-many-picked = A navigator re-rolls at most three dice.
ds-error-nothing-to-take-back = There is no turned die to take back.
ds-error-die-not-navigator = That die does not show a navigator: pay with a die or technology that does.
ds-error-card-not-navigator = That technology is not one of yours with a navigator.
ds-error-die-not-resource = That die does not show a resource: pay with another die that does.
ds-error-card-not-resource = A resource adjustment is paid with a rolled die showing a resource, not a technology.
ds-error-card-used = That technology's navigator is already used this round.
ds-error-die-not-colour = That die of your roll is not a { $colour } die.
ds-error-no-die-in-roll = You have no { $colour } die in your roll to remove.
ds-error-no-die-used = You have no { $colour } die in your used area to remove.
ds-error-no-die-bag = You have no { $colour } die in your bag to remove.
