# Les téléphones comme manettes : le panneau de l’écran et les réponses du serveur.
phones-switch = Jouer depuis les téléphones
phones-desktop-only = Téléphones : pour jouer depuis les téléphones, prenez la version de bureau de dicehall (une page web ne peut pas les accueillir).
phones-title = Téléphones
phones-scan = Scannez le code avec l’appareil photo d’un téléphone, ou ouvrez { $address } et tapez le code de la salle.
phones-room = Code de la salle : { $code }
phones-wifi = Les téléphones doivent être sur le même Wi-Fi que cet écran.
phones-joined = { $count ->
    [one] Un téléphone a rejoint
   *[other] { $count } téléphones ont rejoint
}
phones-seat-held = { $seat } : téléphone de { $name }
phones-none-yet = Aucun téléphone n’a encore rejoint.
phones-cannot-start = Le serveur des téléphones ne peut pas démarrer sur le port { $port } : { $why }
phone-error-message = Message incompris ({ $why }).
phone-error-full = Trop de téléphones sont connectés.
phone-error-rate = Trop de messages : ralentissez.
phone-error-hello-first = Dites d’abord bonjour avec le code de la salle.
phone-error-hello-twice = Ce téléphone a déjà rejoint.
phone-error-busy = La table est occupée : réessayez.
phone-error-room = Ce code n’est pas celui de cette table.
phone-error-no-seat = Il n’y a pas de place { $seat } à cette table.
phone-error-seat-taken = Un autre téléphone tient cette place.
phone-error-hold-none = Prenez d’abord une place.
phone-taken-back = La télé a repris votre place : elle se joue à la télé désormais. Choisissez une place pour rejouer.
phone-error-setup-only = Noms et couleurs se choisissent avant le début de la partie.
phone-error-name = Un nom compte de 1 à 16 caractères.
phone-error-color = Cette couleur n’existe pas.
phone-error-wait = Un instant : la table n’attend pas encore de coup.
phone-error-not-action = Ce n’est pas un coup de ce jeu.
phone-error-illegal = Ce coup n’est pas permis maintenant.
phone-error-no-undo = Il n’y a rien à reprendre.
phone-error-over = La partie est finie.
phone-headline-your-turn = À vous
phone-headline-turn = Au tour de { $name }
phone-headline-setup = Choisissez votre place
phone-headline-over = Partie terminée
phone-wait-turn = En attendant votre tour
phone-wait-rolling = Les dés roulent : regardez l’écran.
phone-wait-paused = La télé est en pause (son menu est ouvert).
phone-wait-summary = Le bilan de la manche attend un OK sur l’écran.
phone-results-won = { $names } a gagné !
phone-hint-busy = L’Expert réfléchit encore à votre dernier conseil.
