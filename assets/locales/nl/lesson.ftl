# De les aan tafel (elk spel): de knoppen en regels van de ballon, de knop in het startscherm.
setup-learn = Leer spelen
setup-learn-why = Een begeleide eerste ronde tegen AI-spelers: elke stap zegt wat je doet, precies waar het gebeurt.
lesson-first = Eerst vraagt de les: { $step }
lesson-progress = Les { $n }/{ $of }:
lesson-do-it = Doe het voor mij
lesson-end = Stop de les
lesson-watch = { $name } is aan de beurt: je volgende stap komt in jouw beurt.
lesson-real-game = Speel een echt spel
lesson-finish-round = Maak deze ronde af
bar-hint = Tip (I)
hint-title = De Expert zou spelen:
hint-thinking = De Expert denkt na…
hint-not-now = Een tip is voor je eigen beurt, als de stenen liggen.
