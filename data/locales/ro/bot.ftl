# Cuvintele botului (bot/): mesaje, butoane, meniuri, refuzuri, comenzi.

language-name = Română

## Seats and players

ai-seat-name = IA { $number }
seat-ai-mark = (IA)
seat-ai-bot = 🤖 { $name }

## The lobby (bot/ui/lobby.py, bot/ui/status.py)

lobby-join = Intră
lobby-leave = Ieși
lobby-add-ai = Adaugă IA
lobby-remove-ai = Scoate IA
lobby-start = Începe
lobby-cancel = Anulează

## Abandonul (bot/tables/service.py)

resign-ai-plays = **{ $name }** a abandonat; IA joacă în locul său.
resign-game-ends = **{ $name }** a abandonat; au rămas prea puțini jucători, așa că jocul se termină aici: fără scoruri, iar cine abandonează iese ultimul.
resign-score-kept = **{ $name }** a abandonat: jocul se termină aici și păstrează scorul obținut până acum, așa cum îl numără regulile.

## Refusals and notes to a clicker (bot/ui/answers.py, bot/discord_publisher.py)

not-in-a-server = Jocurile se joacă pe un canal al unui server: folosește această comandă acolo, nu într-un mesaj direct.
board-coming = Mutarea ta a contat, dar Discord nu a afișat încă tabla nouă. E pe drum: încerc până apare.

## Formula 1 (bot/ui/formula.py)

formula-order-why = Mașinile se mută una după alta, fiecare cu zarul ei: o mașină care ajunge pe un câmp unde stă altă mașină este pusă înapoi pe cel mai apropiat câmp liber din spate, așa că ordinea decide care mașină ia un câmp la care pot ajunge amândouă și ce întrebare despre boxe vine prima.

## PAC-MAN (bot/ui/pacman.py)

pacman-score-reason = (Pac-punctele nu aduc puncte singure: o secțiune de colț golită de ele aduce { $points }; { $dots ->
    [one] a mai rămas 1 Pac-punct
    [few] au mai rămas { $dots } Pac-puncte
   *[other] au mai rămas { $dots } de Pac-puncte
} în secțiunea { $section }, cea mai aproape)

## Ce joc înseamnă o comandă (bot/commands/game_pick.py)

pick-game-text = Aici sunt deschise mai multe jocuri: alege-l pe cel pentru /{ $command }.
pick-game-placeholder = Jocul pentru /{ $command }

## /rules (bot/commands/play.py)

rules-picture-notes = Numerele din imagine
lobby-rematch = Revanșă
lobby-title = **{ $title }** — jocul #{ $id }, găzduit de { $host }
lobby-players = Jucători { $count }/{ $most } (între { $least } și { $most }):
lobby-players-exactly = Jucători { $count }/{ $most } (trebuie { $most }):
lobby-options = Opțiuni: { $options }
lobby-clock = ⏱️ Timp de tură: { $clock } pe tură; după { $afk } depășiri la rând, IA preia locul definitiv.
lobby-how = Intrați, adăugați o IA, apoi gazda apasă **Începe**.
lobby-closes = ⌛ Camera se închide { $when } dacă nu o pornește nimeni.
lobby-started-in = ▶️ A început — jucați în { $place }.
lobby-started-below = ▶️ A început — jucați mai jos.
lobby-cancelled = ❌ Anulat.
lobby-abandoned = ❌ Abandonat.
lobby-expired = ⌛ Expirat: nu l-a pornit nimeni în { $within }.
lobby-rematch-open = S-a deschis o cameră nouă: { $where }
lobby-timer-placeholder = Timp de tură
lobby-timer-choice = Timp de tură: { $clock }
lobby-timer-game-default = { $clock } (implicit pentru acest joc)
lobby-afk-placeholder = Depășiri de timp până preia IA
lobby-afk-choice = { $count ->
    [one] IA preia după { $count } depășire de timp
    [few] IA preia după { $count } depășiri de timp la rând
   *[other] IA preia după { $count } de depășiri de timp la rând
}
lobby-option-choice = { $option }: { $value }

## Lobby options

option-yes = da
option-no = nu
option-passtally-four_players = 4 jucători (neoficial)
option-passtally-sixty_second_turns = Ture de 60 de secunde
    .about = Varianta din regulament: 60 de secunde pe tură; IA termină o tură întârziată.
option-push-harder = mai greu
option-push-switch_rule = regula de schimbare
option-push-switch_rule-pile = teanc
option-push-switch_rule-turn = tură
option-formula-races = curse
option-pacman-mode = mod
option-pacman-mode-classic = clasic
option-pacman-mode-arcade = arcade
option-pacman-levels_per_inning = niveluri pe rundă
option-pacman-levels_per_inning-none = nelimitat
option-pacman-levels_per_inning-auto = automat
option-pacman-purist_scoring = punctaj purist

## The turn clock's words

clock-seconds = { $n } s
clock-minutes = { $n } min
clock-hours = { $n } h
clock-off = oprit

## Refusals

error-refused = Asta nu se poate acum.
error-no-such-game = Jocul acela nu mai există.
error-not-a-player = Acesta este un joc între alți jucători.
error-not-your-turn = Nu e rândul tău.
error-not-your-turn-waiting = Nu e rândul tău: se așteaptă după { $waiting }.
error-waiting-for-ai = IA
error-stale-button = Butonul e vechi: jocul a mers mai departe. Folosește tabla cea nouă.
error-busy = Sunt foarte ocupat acum, așa că nu am jucat asta: nu s-a schimbat nimic. Încearcă din nou în câteva secunde.
error-stale-board-reposted = Tabla era veche: am postat-o pe cea nouă mai jos. Folosește-o pe aceea.
error-not-a-move = Butonul acesta nu e o mutare a acestui joc.
error-not-host = Doar gazda poate face asta.
error-broken-game = Starea salvată a jocului nu a putut fi citită, așa că jocul a fost închis (fără rezultate, fără schimbări de rating). Ne pare rău! Începe unul nou cu /play.
error-already-in = Ești deja în acest joc.
error-full = Jocul e plin.
error-not-in = Nu ești în acest joc.
error-host-cannot-leave = Gazda nu poate ieși: apasă Anulează ca să închizi camera.
error-no-ai-seat = Nu există niciun loc de IA de scos.
error-no-such-option = { $game } nu are opțiunea { $option }.
error-bad-option-value = { $value } nu e o variantă pentru { $option }: alege una din meniu.
error-bad-menu-value = Meniul acesta nu oferă această variantă.
error-bad-option = Nu e o valoare a acestei opțiuni.
error-lobby-closed = Camera e închisă: jocul a început sau a fost anulat.
error-not-a-lobby-button = Butonul acesta nu e al camerei.
error-players-needed = { $game } se joacă în { $least }–{ $most } jucători; sunteți { $count }. Invită pe cineva sau adaugă o IA.
error-started-already = Jocul a început deja.
error-not-started = Jocul nu a început încă.
error-over = Jocul s-a terminat.
error-resigned = Ai abandonat acest joc: acum IA joacă în locul tău.
error-auto-roll-players = Doar jucătorii acestui joc pot seta aruncarea automată de pe tablă.
error-not-being-played = Jocul acesta nu se joacă acum.
error-not-playing = Nu joci în acest joc.
error-resigned-already = Ai abandonat deja acest joc.
error-moved-while-resigning = Jocul a mers mai departe cât abandonai; încearcă din nou.
error-over-already = Jocul s-a terminat deja.
error-abandon-who = Doar gazda sau un administrator al serverului poate abandona jocul.
error-moved-on = Jocul a mers mai departe.
error-reposted-recently = Tabla jocului #{ $id } a fost postată din nou acum mai puțin de un minut: caut-o mai sus.
error-timer-choices = Timpul de tură poate fi: { $choices }.
error-afk-choices = Acest număr de depășiri nu e oferit.
error-still-going = Jocul e încă în desfășurare.
error-rematch-players = Doar jucătorii acestui joc pot cere revanșa.
error-other-server = Butonul acesta ține de un joc de pe alt server.
error-no-game-called = Nu există niciun joc numit { $name }. Jocurile sunt: { $games }.
error-no-game-number = Nu există jocul #{ $id } pe acest server.
error-game-is = { $status ->
    [lobby] Jocul #{ $id } e încă în cameră.
    [active] Jocul #{ $id } se joacă acum.
    [finished] Jocul #{ $id } s-a terminat.
   *[other] Jocul #{ $id } a fost abandonat.
}
error-no-game-here-yours = Aici nu e niciun joc în care joci.
error-no-game-here = Aici nu e niciun joc deschis.
error-several-games = Aici sunt deschise mai multe jocuri ({ $numbers }): dă game_id.
error-manage-server = Doar membrii care pot administra serverul pot schimba setările jocurilor.
error-failed = Ceva n-a mers la mine; jocul e în siguranță. Încearcă din nou.
error-closing = Tocmai repornesc; nu s-a schimbat nimic. Încearcă din nou peste un minut.
error-older-button = Butonul e de pe o tablă mai veche și nu mai funcționează.
error-newest-board = Iată cea mai nouă tablă a jocului #{ $id }: { $link }
error-use-board = Folosește /board în { $place } ca să vezi din nou jocul #{ $id }.
error-unreplayable = Jocul #{ $id } nu poate fi reluat: mutările lui nu se mai potrivesc cu regulile de acum.
error-replay-no-game = Pe acest server nu s-a jucat jocul #{ $id }.
error-replay-not-over = Jocul #{ $id } se joacă încă: reluarea se deschide după ce se termină.
error-replay-abandoned = Jocul #{ $id } a fost abandonat: doar jocurile terminate au reluări.

## /play, /resign, /abandon, /board

play-resigned = Ai abandonat jocul #{ $id }.
play-abandoned = Jocul #{ $id } a fost abandonat.
play-reposted = Jocul #{ $id }: tabla a fost postată din nou.

## /config

config-command = Setările serverului pentru jocuri noi: timp de tură, depășiri, animație, limbă.
config-command-turn-timer = Cât timp are un jucător pentru o tură
config-command-timeouts = Depășiri de timp la rând până când IA preia definitiv locul
config-command-animation = Postează un rezumat animat al fiecărui joc odată cu rezultatele
config-command-language = Limba camerelor, tablelor și rezultatelor pe acest server
config-timer-game-default = implicit pentru fiecare joc
config-language-discord = limba de Discord a serverului
config-saved = ✅ Salvat. Camerele noi de aici încep cu:
config-current = Camerele noi de aici încep cu:
config-line-timer = • Timp de tură: { $timer }
config-timer-every-game = { $clock } pe tură în fiecare joc
config-timer-defaults = implicit pentru fiecare joc ({ $defaults })
config-line-afk = { $count ->
    [one] • IA preia definitiv un loc după { $count } depășire de timp
    [few] • IA preia definitiv un loc după { $count } depășiri de timp la rând
   *[other] • IA preia definitiv un loc după { $count } de depășiri de timp la rând
}
config-line-animation-on = • Rezumat animat postat cu rezultatele fiecărui joc: da
config-line-animation-off = • Rezumat animat postat cu rezultatele fiecărui joc: nu
config-line-language = • Limba camerelor, tablelor și rezultatelor: { $language }
config-language-set = { $name }
config-language-from-discord = { $name } (limba de Discord a serverului)
config-footer = -# Gazda poate schimba în continuare timpul și depășirile în fiecare cameră. Răspunsurile private urmează limba de Discord a fiecărui membru.

## The games in one line

game-summary-passtally = Pune piese ca liniile să-ți unească marcajele; piesele stivuite aduc mai multe puncte.
game-summary-push = Riscă: construiește coloane de cărți, ia una, pune o culoare în seif s-o păstrezi.
game-summary-formula = Curse cu zarul: Mari Premii de un tur, o oprire obligatorie la boxe, 10-6-4-3-2-1.
game-summary-pacman = Fiecare jucător e pe rând PAC-MAN și mănâncă Pac-puncte cu 3 zaruri; ceilalți mută fantomele după cartonașele fantomă ca să-l prindă. Câștigă scorul cel mai mare.

## Boards and results in the game's place

board-title = **{ $title }** — jocul #{ $id } · tura { $turn }
board-earlier-events = { $count ->
    [one] … { $count } eveniment anterior
    [few] … { $count } evenimente anterioare
   *[other] … { $count } de evenimente anterioare
}
board-deadline = ⏳ Termen { $at } ({ $left }).
board-ai-to-play = 🤖 { $names } (IA) la mutare.
results-abandoned = **{ $title }** — jocul #{ $id } a fost abandonat: fără rezultate, fără schimbări de rating.
results-over = **{ $title }** — jocul #{ $id } s-a terminat.
results-points = { $count ->
    [one] { $points } punct
    [few] { $points } puncte
   *[other] { $points } de puncte
}
results-resigned = a abandonat
results-timed-out = i-a expirat timpul: a preluat IA
results-rating = rating { $rating } ({ $change })

## Notices in the game's place

notice-resigned-end = { $name } a abandonat.
notice-grace = ⏳ Eram offline când a expirat timpul acestei ture, așa că ai din nou o tură întreagă: până { $until }.
notice-timed-out = ⏰ Lui { $name } i-a expirat timpul, așa că a jucat IA în locul său ({ $count } din { $limit } la rând).
notice-handed-over = 🤖 { $who }, ți-a expirat timpul de { $count } ori la rând: IA îți joacă locul până la final (contează ca abandon).
notice-replaced = { $name } a fost înlocuit de IA pentru că i-a expirat timpul.
notice-reminder = ⏰ { $who }: e rândul tău în **{ $title }** #{ $id } — termen { $at } ({ $left }); apoi joacă IA pentru tine.
notice-no-threads = Nu am voie să creez fire aici, așa că jocul #{ $id } se joacă în acest canal.

## Slash commands

cmd-play = Deschide o cameră pentru un joc în acest canal.
cmd-play-game = Ce joc
cmd-game-choice = { $title } ({ $least }–{ $most } jucători)
cmd-games = Jocurile pe care le poți juca și cele deschise aici.
cmd-rules = Cum se joacă un joc.
cmd-rules-game = Ce joc
cmd-resign = Abandonează jocul tău de aici; IA îți ia locul.
cmd-resign-game-id = Numărul jocului, dacă joci mai multe aici
cmd-abandon = Încheie un joc de aici fără rezultate (gazda sau administratorii).
cmd-game-id = Numărul jocului, dacă aici sunt deschise mai multe
cmd-board = Postează din nou aici tabla jocului tău.
cmd-leaderboard = Cei mai buni jucători la un joc (sau la toate) de aici.
cmd-leaderboard-game = Ce joc (lasă gol pentru toate)
cmd-stats = Ratingurile și rezultatele unui jucător de aici.
cmd-stats-member = Ale cui (lasă gol pentru ale tale)
cmd-history = Ultimele jocuri jucate aici.
cmd-history-member = Doar jocurile acestui membru
cmd-replay = Reia mutare cu mutare un joc terminat de pe acest server.
cmd-replay-game = Numărul jocului (scrie: un joc, un jucător sau o dată)
cmd-replay-animation = Trimite și tot jocul ca imagine animată
cmd-replay-export = Atașează și fișa jocului (sămânță, opțiuni, jucători, mutări) în JSON

## /games, /rules

games-heading = **Jocuri** (începe unul cu `/play`):
games-open-here = **Deschise pe acest server:**
games-open-line = { $status ->
    [lobby] • #{ $id } { $title }: cameră în
    [active] • #{ $id } { $title }: se joacă în
   *[other] • #{ $id } { $title }: { $status } în
}
players-range = { $least }–{ $most } jucători
players-exactly = { $count ->
    [one] { $count } jucător
    [few] { $count } jucători
   *[other] { $count } de jucători
}
players-with-option = ({ $most } cu o opțiune)

## /leaderboard, /stats, /history

rating-meaning = Rating: 1000 pentru un începător; să termini înaintea altora (și a IA) îl crește, să termini în urmă îl scade, și urcă pe măsură ce se adună rezultatele.
leaderboard-nobody = Nimeni n-a terminat încă aici un joc de { $title }.
leaderboard-nobody-any = Nimeni n-a terminat încă un joc aici.
leaderboard-heading = Clasament **{ $title }**
leaderboard-heading-all = **Clasamente**
leaderboard-unknown-player = jucătorul { $id }
board-leaderboard = { $title } — clasament
board-high-scores = { $title } — scoruri maxime
board-high-score-note = Ordonat după cel mai bun scor. Victoriile și % victorii numără jocurile cu alții; un joc jucat singur nu e niciodată victorie.
board-column-player = Jucător
board-column-rating = Rating
board-column-best = Record
board-column-games = Jocuri
board-column-wins = Victorii
board-column-win-share = % victorii
stats-percent = { $share } %
stats-nothing-yet = { $who } n-a terminat încă niciun joc aici.
stats-best-bold = cel mai bun scor **{ $score }**
stats-best = cel mai bun scor { $score }
stats-rating = rating **{ $rating }**
stats-wins = { $wins ->
    [one] { $wins } victorie
    [few] { $wins } victorii
   *[other] { $wins } de victorii
} în { $count ->
    [one] { $count } joc
    [few] { $count } jocuri
   *[other] { $count } de jocuri
} ({ $share } %)
stats-wins-with-others = { $wins ->
    [one] { $wins } victorie
    [few] { $wins } victorii
   *[other] { $wins } de victorii
} în { $count ->
    [one] { $count } joc
    [few] { $count } jocuri
   *[other] { $count } de jocuri
} cu alții ({ $share } %)
stats-solo-games = { $count ->
    [one] { $count } joc solo
    [few] { $count } jocuri solo
   *[other] { $count } de jocuri solo
}
stats-chart-title = { $name }: rating
stats-chart-line = { $game } de la { $first } la { $last }
history-none = Încă niciun joc terminat.
history-heading = **Ultimele jocuri**
history-abandoned = • #{ $id } { $title }: abandonat
history-replay-placeholder = 🎬 Reia un joc…
replay-export = 📄 Fișa jocului #{ $id }: sămânța, opțiunile, jucătorii și fiecare mutare.

## Moves: the generic controls and panels

moves-choose = Alege o mutare
moves-choose-more = Alege o mutare…
moves-page = Mutările { $first }–{ $last }
moves-previous = ◀ Înapoi
moves-next = Înainte ▶
moves-panel = Alege-ți mutarea (pagina { $page } din { $pages }).
moves-your-move = e rândul tău.
moves-nothing-private = În acest joc nu e nimic privat de arătat.
panel-played = ✅ Jucat: { $move }.
panel-closed = Închis: nu s-a jucat nimic.
panel-cancel = Anulează

## Passtally's controls

passtally-choose = Alege…
passtally-first-marker = Pune primul marcaj: orice margine…
passtally-move-marker = Mută un marcaj…
passtally-prompt-setup-first = pune un marcaj pe { $where } (începe pregătirea).
passtally-prompt-setup-third = pune un marcaj pe { $where } (alegi a treia margine; a patra e cea opusă).
passtally-prompt-setup = pune un marcaj pe { $where }.
passtally-prompt-turn = pune o piesă (**Pune piesa** 1, 2 sau 3: locurile ei, cele mai bune întâi) sau mută un marcaj (**Mută un marcaj…**).
passtally-facts = Scor: { $scores } · rămase cu fața în jos { $stacks }
passtally-actions-left = { $count ->
    [one] { $count } acțiune rămasă
    [few] { $count } acțiuni rămase
   *[other] { $count } de acțiuni rămase
}
passtally-final-round = **ultima rundă**
passtally-tile-empty = Piesa { $tile }: teanc gol
passtally-place-tile = Pune piesa { $tile }: { $design }
passtally-pick-tile = Alege una dintre piesele cu fața în sus.
passtally-stack-out = Teancul { $tile } s-a terminat: nu există piesa { $tile }.
passtally-fits-nowhere = Piesa { $tile } nu încape nicăieri pe tablă acum.
passtally-shape-level = { $shape }, nivelul { $level }.
passtally-shape-level-short = { $shape } · nivelul { $level }
passtally-confirm-hint = ✅ Confirmă ca s-o pui (apoi se întoarce următoarea piesă din teanc).
passtally-confirm = ✅ Confirmă: piesa { $tile } pe { $first }–{ $second }
passtally-places-intro = **Piesa { $tile }** ({ $design }): { $count ->
    [one] { $count } loc
    [few] { $count } locuri
   *[other] { $count } de locuri
}, cele mai bune întâi. Numerele de pe tablă sunt cele mai bune; alege un loc din meniu ca să-l vezi desenat, apoi ✅ Confirmă.
passtally-tile-instead = Piesa { $tile } în schimb
passtally-more-places = Mai multe locuri ▶ { $first }–{ $last }
passtally-back-to-places = ◀ Înapoi la locurile { $first }–{ $last }
passtally-gain = { $count ->
    [one] { $gain } punct
    [few] { $gain } puncte
   *[other] { $gain } de puncte
}
passtally-no-extra-points = niciun punct în plus
passtally-where = Unde pui piesa { $tile }? { $count ->
    [one] { $count } loc
    [few] { $count } locuri
   *[other] { $count } de locuri
}, cele mai bune întâi
passtally-where-page = Piesa { $tile }: locurile { $first }–{ $last } din { $count }, cele mai bune întâi
passtally-same-both-ways = stă la fel ca întoarsă (cele două jumătăți sunt egale).
passtally-not-a-place = Piesa { $tile } nu se poate pune de la { $cell } spre { $facing }: { $why }

## PUSH's controls

push-ui-colour = { $colour ->
    [red] roșu
    [blue] albastru
    [green] verde
    [yellow] galben
   *[purple] mov
}
push-ui-card = { $colour } { $number }
push-ui-special-card = { $kind ->
    [roll] cartea de zar
   *[switch] cartea de schimbare
}
push-my-bank = Seiful meu
push-draw = Trage
push-draw-again = Mai trage
push-button-stop = Stop
push-column-button = Coloana { $column }
push-button-new-column = Coloană nouă
push-roll = Aruncă zarul
push-take-column = Ia coloana { $column } · { $cards } · { $points } p
push-bank = În seif: { $colour }
push-bank-about = { $count ->
    [one] { $count } carte în seif, la adăpost definitiv
    [few] { $count } cărți în seif, la adăpost definitiv
   *[other] { $count } de cărți în seif, la adăpost definitiv
}
push-bank-placeholder = Sau pune o culoare în seif (în loc să tragi)…
push-column = coloana { $column }
push-into-column = coloana { $column }
push-into-new-column = o coloană nouă
push-or = { $first } sau { $last }
push-one-of-columns = una dintre coloanele { $columns }
push-prompt-place = pune **{ $card }** în { $where }
push-column-refuses = coloana { $column } { $reason }
push-prompt-start-empty = e rândul tău: **Trage** ca să riști (încă nimic pe bancă de pus în seif).
push-prompt-start = e rândul tău: **Trage** ca să riști sau pune o culoare în seif din meniu.
push-prompt-push-empty = **Mai trage** sau **Stop** (nicio coloană încă: nu iei nimic).
push-prompt-push = **Mai trage** sau **Stop** și strângi.
push-prompt-roll = **aruncă zarul**: pierzi de pe bancă culoarea ieșită (o stea: { $harder ->
    [yes] pierzi toată banca
   *[no] nu pierzi nimic
}).
push-prompt-pick = **alegerea ta**: ia { $which }
push-prompt-pick-from = **alegerea ta**: ia { $which } din tura lui { $pusher }
push-prompt-then = ; apoi { $names }
push-your-bank = **Seiful tău** (doar tu îl vezi): { $total }.
push-your-bench = Banca ta (în pericol până ajunge în seif): { $total }.
push-your-score = Scorul tău până acum: **{ $score }**.
push-cards-total = { $count ->
    [one] { $count } carte
    [few] { $count } cărți
   *[other] { $count } de cărți
} = { $points ->
    [one] { $points } punct
    [few] { $points } puncte
   *[other] { $points } de puncte
}

## What each lobby choice does

choice-passtally-four_players-no = Regulamentul: 2 sau 3 jucători
choice-passtally-four_players-yes = Variantă neoficială: până la 4 jucători, 16 marcaje pe cele 24 de spații
choice-push-harder-no = Regulamentul: o stea la zar e sigură, nu se aruncă nimic
choice-push-harder-yes = Varianta grea: o stea la zar îți aruncă toată banca
choice-push-switch_rule-pile = Fiecare carte de schimbare trasă inversează sensul până la final
choice-push-switch_rule-turn = Regulamentul: un număr impar de cărți de schimbare în tură îl inversează
choice-formula-races-1 = Un singur Mare Premiu: jocul cel mai scurt
choice-formula-races-2 = Primele 2 din cele 4 Mari Premii, punctele adunate
choice-formula-races-3 = Primele 3 din cele 4 Mari Premii, punctele adunate
choice-formula-races-4 = Tot sezonul: toate cele 4 Mari Premii, punctele adunate
choice-pacman-mode-classic = 1 viață; fantomele joacă cele 35 de cartonașe albastre
choice-pacman-mode-arcade = 3 vieți; fantomele joacă toate cele 40 de cartonașe, și pe cele galbene, mai rapide
choice-pacman-levels_per_inning-unlimited = Regulamentul: runda se termină doar când PAC-MAN e prins
choice-pacman-levels_per_inning-auto = 2 niveluri când IA mută fantomele (solo), altfel nelimitat (regulamentul)
choice-pacman-levels_per_inning-1 = După 1 nivel terminat runda se încheie, scorul rămâne, ca la o prindere
choice-pacman-levels_per_inning-2 = După 2 niveluri terminate runda se încheie, scorul rămâne, ca la o prindere
choice-pacman-levels_per_inning-3 = După 3 niveluri terminate runda se încheie, scorul rămâne, ca la o prindere
choice-pacman-purist_scoring-no = Regulamentul: Pac-punctele nu aduc puncte singure
choice-pacman-purist_scoring-yes = Purist arcade: fiecare Pac-punct mâncat aduce și 40 de puncte

## Formula 1's controls and race lines

words-and = { $first } și { $last }
formula-field = câmpul { $number }
formula-place = locul { $place }
formula-finished = a terminat pe { $place }
formula-in-pit = la boxe în { $field }
formula-on-grid = pe grila de start
formula-an-extra-car = mașină în plus
formula-roll-extras = 🎲 Aruncă pentru mașinile în plus ({ $cars })
formula-race-line = 🏁 Marele Premiu **{ $gp }** ({ $race } din { $races }), runda { $round }
formula-roll-car = 🎲 Aruncă pentru mașina { $car } ({ $where })
formula-car-at = { $car } ({ $where })
formula-car-at-named = mașina { $car } ({ $where })
formula-roll-cars = 🎲 Aruncă pentru mașinile { $cars }
formula-then-list = mașina { $cars }
formula-car-first = 🎲 Întâi mașina { $car }: dacă ajung pe același câmp, { $then } trece în spatele ei
formula-extra-line = 🚗 { $who } e ultimul, deci { $who } aruncă pentru mașinile în plus: { $cars }.
formula-to-roll = 🏎️ { $who } aruncă pentru { $cars }.
formula-to-roll-choose = 🏎️ { $who } aruncă pentru { $cars }: alege care aruncă întâi (sunt destul de aproape ca să conteze).
formula-has-rolled = Mașina { $car } a aruncat.
formula-sits-out = Mașina { $car } stă runda aceasta la boxe.
formula-pit-line = ⛽ { $who }: { $extra ->
    [yes] mașina în plus
   *[no] mașina
} { $car } e la intrarea la boxe în { $entry } { $left ->
    [0] fără pași rămași
    [one] cu { $left } pas rămas
    [few] cu { $left } pași rămași
   *[other] cu { $left } de pași rămași
}. **Intră la boxe** { $left ->
    [0] nu pierde nimic
    [one] pierde pasul rămas
   *[other] pierde cei { $left } pași
} și stă o rundă; **Rămâi pe pistă** { $stay }, iar oprirea obligatorie vine apoi în { $forced }.
formula-stay-out-short = { $way ->
    [on] mai departe la { $field }
    [stays] rămâne în { $field }
   *[back] înapoi la { $field }
}
formula-stay-out-long = { $way ->
    [on] o duce mai departe la { $field }
    [stays] o ține în { $field }
   *[back] o pune înapoi la { $field } (câmpurile din față sunt ocupate)
}
formula-pit-now = ⛽ Intră la boxe ({ $left ->
    [0] nu pierzi nimic
    [one] pierzi { $left } pas
   *[other] pierzi { $left } pași
})
formula-stay-out = Rămâi pe pistă ({ $where })
formula-ai-pick = · alegerea IA
formula-result = { $medal } { $place } · mașina { $car } ({ $owner }) · { $points } p
formula-result-nobody = { $medal } { $place } · mașina { $car } ({ $owner }) · { $points } p nimănui
formula-points-this-race = Puncte în această cursă: { $points }.
formula-standing = { $rank }. { $name } — { $points } p
formula-final-standings = Clasamentul final
formula-championship-after = Campionatul după { $race } din { $races }
formula-champion = Campion
formula-next = Urmează
formula-result-title = 🏁 Marele Premiu { $gp } ({ $race } din { $races }): rezultat
formula-next-race = Marele Premiu { $gp }, un tur din câmpul { $start }. Aruncări de start: { $rolls }; începe { $starter }.
formula-re-roll-separator = ; din nou:{" "}

## Auto-roll

auto-roll-board = 🤖 Aruncare automată…
auto-roll-is = 🤖 Aruncarea automată e { $changed ->
    [yes] acum{" "}
   *[no] {""}
}**{ $on ->
    [on] pornită
   *[off] oprită
}** pentru tine la { $title } pe acest server.
auto-roll-on-explained = IA aruncă pentru tine ori de câte ori nu e nimic de decis; ești întrebat doar deciziile reale (Intră la boxe sau Rămâi pe pistă, ce mașină aruncă întâi când sunt aproape). Rămâne pornită în jocurile tale următoare de aici până o oprești.
auto-roll-off-explained = Apeși singur 🎲 Aruncă în fiecare tură. Pornește-o și IA aruncă pentru tine când nu e nimic de decis; ești întrebat în continuare fiecare decizie reală.
auto-roll-turn-off = Oprește aruncarea automată
auto-roll-turn-on = 🤖 Pornește aruncarea automată
auto-roll-not-yours = Comutatorul e al altui jucător: nu s-a schimbat nimic. Folosește **{ $button }** de pe tablă ca să-l setezi pe al tău.

## PAC-MAN's controls; ghosts keep their names

pacman-no-ghost-now = Nicio fantomă de-a ta nu se mișcă acum: folosește butoanele de sub tablă.
pacman-facts = 🟡 PAC-MAN: **{ $name }** · scor { $score }
pacman-lives = vieți { $count }
pacman-inning = runda { $inning } din { $innings }
pacman-scored = scoruri: { $scores }
pacman-power-move = mutarea de putere { $move } din { $moves }
pacman-prompt-roll = aruncă zarurile pentru PAC-MAN (🎲 mai jos).
pacman-prompt-power-roll = aruncă 1 zar (🎲 mai jos).
pacman-prompt-pellet = o peletă de putere încheie mutarea: ✅ Confirmă mutarea ca s-o mănânci (sau ↩ Anulează pasul).
pacman-prompt-choose = alege unde se oprește PAC-MAN după { $steps ->
    [one] { $steps } pas
    [few] { $steps } pași
   *[other] { $steps } de pași
}: un buton sau listele (cele mai bune întâi) arată drumul, apoi ✅ Confirmă; sau mergi pas cu pas cu săgețile.
pacman-prompt-confirm = apasă ✅ Confirmă mutarea (sau ↩ Anulează pasul).
pacman-prompt-walk = mută PAC-MAN exact { $steps ->
    [one] { $steps } pas
    [few] { $steps } pași
   *[other] { $steps } de pași
} cu săgețile, apoi ✅ Confirmă.
pacman-prompt-eyes = mută **ochii lui { $ghost }** { $spaces ->
    [one] { $spaces } pas
    [few] { $spaces } pași
   *[other] { $spaces } de pași
} înapoi spre cușcă: alege unde se opresc.
pacman-prompt-ghost = mută **{ $ghost }** { $spaces ->
    [one] { $spaces } pas
    [few] { $spaces } pași
   *[other] { $spaces } de pași
}: alege unde se oprește{ $aim ->
    [yes] {" "}(🎯 ajunge pe PAC-MAN)
   *[no] {""}
}.
pacman-confirm-waiting = Confirmă ({ $count ->
    [one] mai e { $count } pas
    [few] mai sunt { $count } pași
   *[other] mai sunt { $count } de pași
})
pacman-preview-routes = 👁 Drumurile lui { $ghost }…
pacman-move-at-once = Mută-l pe { $ghost } direct la…
pacman-route-intro = { $eyes ->
    [yes] **Ochii lui { $ghost }** se întorc la cușcă
   *[no] **{ $ghost }** se mișcă
}: { $spaces ->
    [one] { $spaces } pas
    [few] { $spaces } pași
   *[other] { $spaces } de pași
}. Alege unde se oprește; previzualizarea îi desenează drumul.
pacman-routes = Drumurile lui { $ghost } ({ $count })
pacman-more-routes = Alte drumuri ale lui { $ghost }
pacman-route-chosen = { $eyes ->
    [yes] **Ochii lui { $ghost }** se întorc { $to ->
        [cage] în **cușcă**
       *[other] spre cușcă, până la **{ $to }**
    }
   *[no] **{ $ghost }** se mută la **{ $to }**
}. Confirmă mutarea.
pacman-route-chosen-note = { $eyes ->
    [yes] **Ochii lui { $ghost }** se întorc { $to ->
        [cage] în **cușcă**
       *[other] spre cușcă, până la **{ $to }**
    }
   *[no] **{ $ghost }** se mută la **{ $to }**
} ({ $note }). Confirmă mutarea.
pacman-move-ghost-to = ✅ Mută-l pe { $ghost } { $to ->
    [cage] în cușcă
   *[other] la { $to }
}
pacman-back-to-cage = înapoi în cușcă
pacman-cage = cușcă
pacman-lands-on-pacman = ajunge pe PAC-MAN: prins!
pacman-spaces-from-pacman = { $count ->
    [one] la { $count } pas de PAC-MAN
    [few] la { $count } pași de PAC-MAN
   *[other] la { $count } de pași de PAC-MAN
}
pacman-walk = Mergi { $arrow }
pacman-earlier-choices = ◀ Variante anterioare
pacman-later-choices = Variante următoare ▶
pacman-cannot-end-on = PAC-MAN nu se poate opri pe { $space } cu acest zar.
pacman-choose-end = Alege unul dintre cele { $count } locuri de oprire (cele mai bune întâi).
pacman-the-walk = Drumul ({ $count } pași{ $revisits ->
    [0] {""}
   *[other] , { $revisits } refăcuți
}): { $steps }
pacman-walk-drawn = E desenat pe labirintul de mai jos. ✅ Confirmă ca să muți.
pacman-confirm-walk = ✅ Confirmă: { $move }
pacman-power-pellet = ⚡ peletă de putere
pacman-dots = { $count ->
    [0] fără Pac-puncte
    [one] { $count } Pac-punct
    [few] { $count } Pac-puncte
   *[other] { $count } de Pac-puncte
}
pacman-fruit = { $fruit ->
    [cherry] cireașă
    [strawberry] căpșună
   *[orange] portocală
}
pacman-eats-ghost = 👻 mănâncă { $ghost }
pacman-clears-section = golește secțiunea { $sections }
pacman-lands-on = ☠ ajunge pe { $ghost }
pacman-can-reach = ⚠ { $ghosts } { $count ->
    [one] poate ajunge aici
   *[other] pot ajunge aici
}
pacman-where-all = Unde? Toate cele { $count } locuri, cele mai bune întâi
pacman-where-of = Unde? Locurile { $first }–{ $last } din { $count }, cele mai bune întâi
pacman-where-page = Unde? Locurile { $first }–{ $last }, cele mai bune întâi
pacman-walk-note = { $count } pași{ $revisits ->
    [0] {""}
   *[other] , { $revisits } refăcuți
}
pacman-danger = { $share }% șanse ca o fantomă să ajungă aici data viitoare

## Replays

replay-button = ▶ Reluare
replay-step-first = ⏮ Început
replay-step-back = ◀ Înapoi
replay-step-next = ▶ Înainte
replay-step-last = ⏭ Sfârșit
replay-animation = 🎞 Animație
replay-jump = Sari la o mutare…
replay-move-start = Mutarea 0: începutul
replay-move = Mutarea { $move } · tura { $turn }
replay-caption = 🎞 { $heading }: tot jocul, un cadru pe tură.
replay-heading = **{ $title }** — jocul #{ $id } · { $names } · { $date }
replay-not-a-game = Nu e un joc de pe acest server.
replay-where = mutarea { $move } din { $moves }
replay-the-start = începutul
replay-turn = tura { $turn }
replay-more-events = { $count ->
    [one] … și încă { $count }
    [few] … și încă { $count }
   *[other] … și încă { $count }
}

## Which game a command means (bot/commands/game_pick.py)

pick-game-option = #{ $id } { $title } · { $status ->
    [lobby] cameră
    [active] în joc
   *[other] { $status }
}
error-not-a-game-number = Acesta nu e numărul unui joc.

# A corner section of the maze, for the score line
pacman-section = { $corner ->
    [top-left] stânga sus
    [top-right] dreapta sus
    [bottom-left] stânga jos
   *[bottom-right] dreapta jos
}
replay-not-a-move = Aceasta nu e o mutare a acestui joc.
