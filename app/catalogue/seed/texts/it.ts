import type { SeedTexts } from "./en.ts";

export const it = {
  excursions: {
    freyclimb: {
      name: "Arrampicata su roccia nella valle del Frey",
      location: "Valle del Frey, Cerro Catedral, Bariloche",
      price:
        "{priceFreyOneDay} USD per {daysFreyMin} giorno\n{daysFreyPackageShort} giorni: {priceFreyThreeDaysPerDay} USD al giorno\n{daysFreyPackageLong} giorni: {priceFreySevenDaysPerDay} USD al giorno",
      days: "Da {daysFreyMin} a {daysFreyMax} giorni",
      months: "Tra {mainSeasonFrom} e {mainSeasonTo}",
      experience:
        "Moduli 1 e 2 del nostro corso di arrampicata, o esperienza equivalente: sai fare sicura a un compagno e hai già arrampicato su roccia.",
      climbing: "Guglie di granito sopra un lago alpino",
      leyendPict: "In arrampicata sul granito del Frey, sopra la Laguna Toncek",
      highlights:
        "Arrampica sulle guglie di granito del Frey, una delle zone di arrampicata su roccia più famose del Sudamerica. La roccia è solida e ruvida, con fessure, placche e pareti per ogni livello. Dormi al rifugio Frey, a {freyRefugeM} m, proprio ai piedi delle vie. I programmi vanno da {daysFreyMin} a {daysFreyMax} giorni e li costruiamo su misura per il tuo livello e i tuoi obiettivi. Arrampichiamo in piccoli gruppi e, più giorni resti, più scende il prezzo giornaliero.",
      priceIncludes:
        "Guida di montagna per tutto il programma\nMateriale tecnico di gruppo: corde, rinvii e materiale per le soste\nCasco e imbrago\nTrasporto da Bariloche all’inizio del sentiero, andata e ritorno\nKit di primo soccorso e comunicazione via radio",
      itinerary:
        "Giorno 1: ci troviamo a Bariloche e andiamo in auto fino alla base del Cerro Catedral. Da lì risaliamo a piedi la valle del Frey, prima lungo il lago Gutiérrez e poi nel bosco di faggi australi, fino al rifugio Frey a {freyRefugeM} m: un avvicinamento che richiede dalle {freyApproachHoursMin} alle {freyApproachHoursMax} ore. Nel pomeriggio saliamo qualche via corta vicino al rifugio per ripassare sicura, soste e comunicazione in cordata. Giorni centrali: arrampicata sulle guglie intorno alla Laguna Toncek, scegliendo le vie in base al livello del gruppo e al meteo; chi ha l’esperienza necessaria può puntare alla Torre Principal, la guglia principale, alta {freyMainNeedleM} m. Ultimo giorno: mattinata di arrampicata, poi discesa a piedi fino al Catedral e rientro in auto a Bariloche. Nel programma di un giorno scegliamo falesie più vicine al sentiero, così da avere abbastanza tempo sulla roccia.",
    },
    multipitch: {
      name: "Arrampicata su vie a più tiri",
      location: "Cerro Catedral e il Frey, Bariloche",
      price: "{priceMultipitch} USD\nGiornata intera con guida\nPrezzo giornaliero a persona",
      days: "{daysMultipitch} giorno",
      months: "Tra {mainSeasonFrom} e {mainSeasonTo}",
      experience:
        "Moduli 1 e 2 del nostro corso di arrampicata, o esperienza equivalente: fai sicura con disinvoltura e ti senti a tuo agio arrampicando su roccia.",
      climbing: "Più tiri di corda sul granito, di sosta in sosta",
      leyendPict: "L’arrivo in sosta, molto più in alto del fondovalle",
      highlights:
        "Stacca i piedi da terra e sali con una guida una via a più tiri. Impari come funzionano le soste, come gestire la corda e come scendere in corda doppia in sicurezza. L’esposizione e il panorama crescono a ogni tiro. Scegliamo la via in base al tuo livello, dalle grandi classiche di media difficoltà alle linee più impegnative. È il passo naturale dopo le vie monotiro.",
      priceIncludes:
        "Guida di montagna in testa alla cordata su ogni tiro\nCorde, rinvii e materiale per le soste\nCasco e imbrago\nTrasporto da Bariloche, andata e ritorno",
      itinerary:
        "Ci troviamo presto a Bariloche e raggiungiamo in auto l’inizio dell’avvicinamento, dove controlliamo il materiale e ripassiamo il programma della giornata. Dopo la camminata fino all’attacco, la guida spiega la via, le soste e i segnali che useremo. Poi saliamo tiro dopo tiro: la guida parte in testa alla cordata, allestisce ogni sosta e ti fa sicura dall’alto, e in ogni sosta c’è tempo per riposare, bere e goderti il panorama. In cima facciamo una pausa e poi scendiamo in corda doppia: la guida prepara ogni calata e controlla il tuo sistema prima di ciascuna. Torniamo a piedi al veicolo e rientriamo a Bariloche nel tardo pomeriggio.",
    },
    freyrefuge: {
      name: "Arrampicata al rifugio Frey",
      location: "Rifugio Frey, Parco Nazionale Nahuel Huapi",
      price:
        "{priceFreyRefugePerDay} USD al giorno\nProgramma di {daysFreyRefuge} giorni\nPernottamento e pasti si pagano direttamente al rifugio",
      days: "{daysFreyRefuge} giorni",
      months: "Tra {mainSeasonFrom} e {mainSeasonTo}",
      experience:
        "Moduli 1 e 2 del nostro corso di arrampicata, o esperienza equivalente: sai fare sicura a un compagno e hai già arrampicato su roccia.",
      climbing: "Tre giorni a vivere tra le guglie",
      leyendPict: "Il rifugio Frey accanto alla Laguna Toncek, con le guglie sullo sfondo",
      highlights:
        "Tre giorni con base al rifugio Frey, a {freyRefugeM} m, in mezzo alle guglie di granito. La camminata per arrivarci dura dalle {freyApproachHoursMin} alle {freyApproachHoursMax} ore, nel bosco e lungo il lago. Ogni mattina la roccia è a pochi minuti dalla porta. Con bel tempo ed esperienza, possiamo salire verso la Torre Principal, la guglia principale, alta {freyMainNeedleM} m. Anche le serate in rifugio, con arrampicatori da tutto il mondo, fanno parte dell’esperienza.",
      priceIncludes:
        "Guida di montagna per tutti e {daysFreyRefuge} i giorni\nMateriale tecnico di gruppo: corde, rinvii e materiale per le soste\nCasco e imbrago\nTrasporto da Bariloche all’inizio del sentiero, andata e ritorno\nKit di primo soccorso e comunicazione via radio",
      itinerary:
        "Giorno 1: partiamo da Bariloche in mattinata verso la base del Cerro Catedral e saliamo a piedi fino al rifugio Frey, a {freyRefugeM} m: un avvicinamento che richiede dalle {freyApproachHoursMin} alle {freyApproachHoursMax} ore, a seconda del passo del gruppo. Ci sistemiamo in rifugio e, se restano energie, saliamo qualche via corta nei dintorni. Giorno 2: giornata intera di arrampicata sulle guglie intorno alla Laguna Toncek, su vie scelte per il gruppo; chi ha più esperienza può tentare una linea più lunga verso la Torre Principal, la guglia principale, alta {freyMainNeedleM} m. Giorno 3: arrampicata al mattino, pranzo in rifugio e discesa a piedi fino al Catedral, per rientrare a Bariloche in serata.",
    },
    bautismo: {
      name: "Battesimo della roccia: la tua prima arrampicata",
      location: "Falesie vicino a Bariloche",
      price: "{priceBaptism} USD\nMezza giornata di introduzione all’arrampicata\nNon ti serve attrezzatura tua",
      days: "Mezza giornata",
      months: "Tutto l’anno",
      experience: "Livello modulo 1: non serve alcuna esperienza, ti insegniamo tutto durante la giornata.",
      climbing: "I tuoi primi passi sulla roccia vera",
      leyendPict: "La prima arrampicata in moulinette, con la guida che fa sicura",
      highlights:
        "La tua prima arrampicata su roccia vera, con una guida al tuo fianco dall’inizio alla fine. Scegliamo vie facili e ben protette in una falesia vicina alla città. Impari a legarti, a fidarti della corda e a muoverti sulla roccia. È adatta a bambini, ragazzi e adulti senza esperienza. Il modo migliore per scoprire se l’arrampicata fa per te.",
      priceIncludes:
        "Guida di arrampicata\nScarpette d’arrampicata, imbrago e casco\nCorde e tutto il materiale tecnico\nNozioni di base sulla sicurezza\nFoto della giornata",
      itinerary:
        "Ci troviamo a Bariloche e andiamo insieme in una falesia vicina alla città, scelta in base alla stagione e al meteo. Alla base della parete la guida ti sistema imbrago, casco e scarpette e ti spiega l’essenziale: il nodo a otto, i comandi di cordata e come ti protegge la corda. Cominciamo su vie corte e facili in moulinette, con la guida che ti fa sicura e ti dà consigli da sotto, e man mano che prendi fiducia passiamo a vie un po’ più lunghe o più verticali. C’è tempo per riposare, fare foto e, se ti va, imparare a fare sicura a un compagno sotto la supervisione della guida. Chiudiamo con due chiacchiere su come continuare ad arrampicare e rientriamo a Bariloche.",
    },
    guiapersonal: {
      name: "Arrampicata con guida privata",
      location: "Bariloche e dintorni",
      price:
        "{pricePersonalGuide} USD al giorno\nUna giornata pensata solo per te o per il tuo gruppo\nAttrezzatura a noleggio disponibile con supplemento",
      days: "{daysPersonalGuide} giorno",
      months: "Tutto l’anno",
      experience: "Nessuna: costruiamo la giornata sulla tua esperienza, dai primi passi alle vie lunghe.",
      climbing: "La tua giornata, i tuoi obiettivi",
      leyendPict: "Guida e cliente scelgono insieme la prossima via",
      highlights:
        "Una guida tutta per te per l’intera giornata, per arrampicare dove e come vuoi. Ideale per lavorare un progetto, imparare ad andare da primo, migliorare la tecnica o semplicemente arrampicare con qualcuno che conosce ogni falesia. Adattiamo luogo e vie alla stagione, al meteo e al tuo livello. Puoi prenotarla anche per la tua famiglia o per un gruppo di amici. Raccontaci i tuoi obiettivi e prepariamo la giornata insieme.",
      priceIncludes:
        "Guida privata per l’intera giornata\nMateriale tecnico di gruppo: corde, rinvii e materiale per le soste\nConsigli su tecnica e sicurezza\nGiornata pianificata in base ai tuoi obiettivi",
      itinerary:
        "Prima dell’uscita parliamo con te della tua esperienza, dei tuoi obiettivi e di cosa ti piacerebbe salire, e ti proponiamo un luogo e un programma. Il giorno dell’attività ci troviamo a Bariloche e raggiungiamo la falesia o la parete scelta. La guida può salire in testa alla cordata, farti sicura mentre vai tu da primo oppure dedicarsi all’insegnamento: movimento sulla roccia, posizionamento delle protezioni, costruzione delle soste, corda doppia o nozioni di autosoccorso. Il ritmo e il numero di vie dipendono da te, e durante la giornata aggiustiamo il programma se cambiano il meteo o le tue energie. Alla fine ripassiamo insieme quello che hai fatto, ti suggeriamo come continuare a progredire e rientriamo a Bariloche.",
    },
    piedraparada: {
      name: "Viaggio di arrampicata a Piedra Parada",
      location: "Piedra Parada e il canyon di La Buitrera, Chubut",
      price: "Da {pricePiedraParadaFrom} USD\nIl prezzo finale dipende dal numero di giorni\nSi può aggiungere il trasporto da Bariloche",
      days: "Da {daysPiedraParadaMin} a {daysPiedraParadaMax} giorni",
      months: "Tra {mainSeasonFrom} e {mainSeasonTo}",
      experience:
        "Moduli 1 e 2 del nostro corso di arrampicata, o esperienza equivalente: arrampichi regolarmente su roccia e sai fare sicura a chi sale da primo.",
      climbing: "Le pareti di un canyon vulcanico nella steppa patagonica",
      leyendPict: "Le pareti del canyon di La Buitrera al tramonto",
      highlights:
        "Un viaggio di arrampicata a Piedra Parada, un gigantesco monolite vulcanico nella steppa del Chubut, e sulle pareti del canyon di La Buitrera, lì accanto. La zona offre centinaia di vie sportive su roccia vulcanica compatta, dalle placche facili agli strapiombi più impegnativi. Il paesaggio della steppa, il fiume e le notti stellate la rendono indimenticabile. I viaggi durano da {daysPiedraParadaMin} a {daysPiedraParadaMax} giorni, in campeggio vicino al canyon. È un’ottima alternativa quando il tempo è instabile sulle montagne intorno a Bariloche.",
      priceIncludes:
        "Guida di montagna per tutto il viaggio\nMateriale tecnico di gruppo: corde, rinvii e materiale per le soste\nCasco e imbrago\nOrganizzazione del viaggio e logistica del campeggio",
      itinerary:
        "Giorno 1: da Bariloche viaggiamo verso sud passando per Esquel e poi percorriamo circa {piedraTransferKm} km di strade nella steppa fino a Piedra Parada, sul fiume Chubut. Montiamo il campo vicino all’ingresso del canyon e, se c’è tempo, saliamo qualche via con la luce della sera. Giorni di arrampicata: ogni giorno entriamo a piedi nel canyon di La Buitrera e arrampichiamo nei suoi diversi settori, scegliendo pareti al sole o all’ombra in base alla temperatura, con vie adatte al livello di ciascuno. C’è tempo per visitare il monolite di Piedra Parada e per riposare sulla riva del fiume. Ultimo giorno: arrampicata al mattino, poi smontiamo il campo e rientriamo a Bariloche, dove arriviamo in tarda serata.",
    },
    ventana: {
      name: "Giornata di arrampicata al Cerro Ventana",
      location: "Cerro Ventana, a {ventanaDistanceKm} km da Bariloche",
      price: "{priceVentana} USD\nGiornata intera, dalle {ventanaStart} alle {ventanaEnd}\nTrasporto da Bariloche incluso",
      days: "{daysVentana} giorno",
      months: "Tutto l’anno",
      experience: "Modulo 1 del nostro corso di arrampicata, o esperienza equivalente: hai già arrampicato in moulinette.",
      climbing: "Arrampicata con vista sul Nahuel Huapi, a due passi dalla città",
      leyendPict: "In arrampicata sul Cerro Ventana, con il lago Nahuel Huapi più in basso",
      highlights:
        "Una giornata intera di arrampicata sul Cerro Ventana, ad appena {ventanaDistanceKm} km dalla città. Le pareti guardano i laghi e le Ande, con vie per principianti e per arrampicatori di livello intermedio. È facile da abbinare a una vacanza a Bariloche: partiamo alle {ventanaStart} e rientriamo entro le {ventanaEnd}. È una buona scelta tutto l’anno, perché dopo la pioggia la roccia asciuga in fretta. Ideale per continuare ad arrampicare dopo la tua prima esperienza.",
      priceIncludes:
        "Guida di arrampicata\nCorde, rinvii e tutto il materiale tecnico\nCasco e imbrago\nTrasporto da Bariloche, andata e ritorno",
      itinerary:
        "Ti passiamo a prendere a Bariloche alle {ventanaStart} e percorriamo {ventanaDistanceKm} km fino ai piedi del Cerro Ventana. Una breve camminata nel bosco ci porta alla falesia, dove la guida controlla il materiale e ripassa nodi, sicura e comunicazione in cordata. La mattina è dedicata al riscaldamento su vie più facili; dopo il pranzo alla base della parete, con vista sui laghi, passiamo a vie più lunghe o più impegnative secondo il livello di ciascuno. Nel pomeriggio raccogliamo il materiale e alle {ventanaEnd} siamo di nuovo a Bariloche, con il tempo per goderti la città.",
    },
    trekkingLanin: {
      name: "Salita al vulcano Lanín",
      location: "Parco Nazionale Lanín, Neuquén",
      price:
        "{priceVolcano} USD\nSalita guidata di {daysVolcano} giorni\nGruppi fino a {volcanoMaxGroup} persone\nDa {volcanoAssistantGuideFrom} persone in su si aggiunge una guida assistente",
      days: "{daysVolcano} giorni",
      months: "Tra {volcanoSeasonFrom} e {volcanoSeasonTo}",
      experience:
        "Buona preparazione fisica ed esperienza di lunghe escursioni in montagna. Non serve esperienza di arrampicata tecnica: ti insegniamo a usare ramponi e piccozza.",
      climbing: "Il vulcano solitario del Neuquén, {volcanoSummitM} m",
      leyendPict: "Il cono innevato del Lanín sopra la foresta andina",
      highlights:
        "Sali in vetta al Lanín, vulcano di {volcanoSummitM} m e grande cono innevato che domina il nord della Patagonia. La salita si svolge in {daysVolcano} giorni, come prevede il regolamento del parco, con una notte al campo a {volcanoCampM} m. I gruppi sono piccoli, al massimo {volcanoMaxGroup} persone per data, e da {volcanoAssistantGuideFrom} persone in su si aggiunge una guida assistente. Il giorno di vetta è lungo e impegnativo, e la vista su laghi, boschi e vulcani ripaga ogni passo. Saliamo solo quando le condizioni sono sicure.",
      priceIncludes:
        "Guida di montagna, più una guida assistente per gruppi da {volcanoAssistantGuideFrom} persone in su\nMateriale tecnico di gruppo e corde\nRamponi, piccozza e casco\nRegistrazione presso il parco nazionale\nKit di primo soccorso e comunicazione via radio",
      itinerary:
        "La salita dura {daysVolcano} giorni, come previsto dal regolamento del parco nazionale. Giorno 1: ci registriamo al posto dei guardaparco e iniziamo a camminare dalla base del vulcano. Il percorso sale per {volcanoDayOneKm} km tra bosco, sabbia vulcanica e roccia fino al campo a {volcanoCampM} m, dove ci sistemiamo, mangiamo, prepariamo il materiale per il giorno dopo e andiamo a dormire presto. Giorno 2: partiamo prima dell’alba con le frontali, calziamo i ramponi dove comincia la neve e saliamo a passo regolare verso la vetta, a {volcanoSummitM} m. Dobbiamo arrivare in cima entro le {volcanoSummitDeadline}: se a quell’ora non ci siamo ancora, torniamo indietro, perché la sicurezza viene prima della vetta. Dopo la vetta scendiamo fino all’inizio del sentiero: il secondo giorno si percorrono {volcanoDayTwoKm} km in circa {volcanoDayTwoHours} ore.",
    },
  },
  home: {
    hero: {
      title: "SFIDA I TUOI LIMITI",
      subtitle: "Prenota attività guidate uniche in Patagonia",
    },
    cards: {
      equipment: {
        title: "Noleggio attrezzatura da arrampicata",
        description: "Caschi, corde, imbraghi, scarpette, ramponi, tende e molto altro, pronti per la tua avventura in Patagonia.",
        price: "Kit completo per {kitPeople} persone: {kitPerDay} USD / giorno",
        difficulty: "Per tutti gli arrampicatori",
      },
      frey: {
        title: "Arrampicata su roccia al Frey",
        description: "Le guglie di granito della valle del Frey, con le notti in rifugio ai piedi delle vie.",
        price: "{priceFreyOneDay} USD",
        difficulty: "Intermedia",
      },
      multipitch: {
        title: "Arrampicata su vie a più tiri",
        description: "Una via a più tiri con una guida: soste, esposizione e discesa in corda doppia.",
        price: "{priceMultipitch} USD",
        difficulty: "Da intermedia ad avanzata",
      },
      freyrefuge: {
        title: "Arrampicata al rifugio Frey",
        description: "Tre giorni di vita al rifugio Frey, arrampicando sulle guglie intorno alla Laguna Toncek.",
        price: "{priceFreyRefugePerDay} USD / giorno",
        difficulty: "Intermedia",
      },
      baptism: {
        title: "Battesimo della roccia",
        description: "La tua prima arrampicata su roccia vera, vicino alla città, con tutta l’attrezzatura e una guida al tuo fianco.",
        price: "{priceBaptism} USD",
        difficulty: "Principiante",
      },
      personal: {
        title: "Guida privata",
        description: "Una guida per te o per il tuo gruppo, per arrampicare dove vuoi e imparare quello che ti serve.",
        price: "{pricePersonalGuide} USD",
        difficulty: "Qualsiasi livello",
      },
      piedraparada: {
        title: "Viaggio di arrampicata a Piedra Parada",
        description: "Arrampicata sportiva nel canyon di La Buitrera, nella steppa del Chubut, in campeggio lungo il fiume.",
        price: "Da {pricePiedraParadaFrom} USD",
        difficulty: "Intermedia",
      },
      ventana: {
        title: "Cerro Ventana",
        description: "Una giornata intera di arrampicata a {ventanaDistanceKm} km dalla città, con vista sui laghi.",
        price: "{priceVentana} USD",
        difficulty: "Da principiante a intermedia",
      },
      trekkingLanin: {
        title: "Salita al vulcano Lanín",
        description:
          "Due giorni fino alla vetta del Lanín, a {volcanoSummitM} m, in piccoli gruppi di {volcanoMaxGroup} persone al massimo.",
        price: "{priceVolcano} USD",
        difficulty: "Non tecnica, impegnativa",
      },
    },
    equipmentCard: {
      days: "Al giorno",
      months: "Tutto l’anno",
    },
    upcoming: {
      lanin: {
        name: "Salita al vulcano Lanín",
        date: "{volcanoUpcomingFrom}–{volcanoUpcomingTo} {volcanoUpcomingMonth}",
        location: "Parco Nazionale Lanín, Neuquén",
        description:
          "Salita guidata di due giorni fino alla vetta, a {volcanoSummitM} m, con una notte al campo a {volcanoCampM} m. Massimo {volcanoMaxGroup} persone: prenota per tempo il tuo posto.",
      },
    },
    courses: {
      trad_course: {
        name: "Corso di arrampicata tradizionale",
        date: "Da confermare",
        location: "Bariloche e il Frey",
        description:
          "Impara ad arrampicare su protezioni mobili, in tre moduli. Modulo I: posizionare nut e friend e costruire le soste. Modulo II: salire da primo vie tradizionali e gestire la corda. Modulo III: vie a più tiri, corde doppie e autosoccorso.",
      },
      sport_course: {
        name: "Corso di arrampicata sportiva",
        date: "Da confermare",
        location: "Falesie vicino a Bariloche",
        description:
          "Dalla tua prima arrampicata fino a salire da primo in autonomia, in tre moduli. Modulo I: nodi, sicura e arrampicata in moulinette. Modulo II: salire da primo, moschettonare e cadere in sicurezza. Modulo III: smontare la sosta, calarsi in doppia e organizzare per conto tuo le giornate in falesia.",
      },
      piedra_transfer: {
        name: "Trasporto a Piedra Parada",
        date: "{piedraTransferFrom}–{piedraTransferTo} {piedraTransferMonth}",
        location: "Piedra Parada, Chubut",
        description:
          "Trasporto condiviso per arrampicatori fino al canyon di Piedra Parada, un viaggio di circa {piedraTransferKm} km. {pricePiedraTransfer} USD a persona.",
      },
      trekking: {
        name: "Trekking sulle montagne di Bariloche",
        date: "Da confermare",
        location: "Parco Nazionale Nahuel Huapi",
        description:
          "Escursioni guidate di un giorno e traversate da rifugio a rifugio. Apriamo ogni stagione con un’uscita primaverile gratuita per rimettersi in moto: chiedici la data.",
      },
    },
    closing: "Vuoi prenotare o hai una domanda? Usa le icone di contatto in questa pagina e ti risponderemo al più presto.",
    /** The closing line while the page has no contact icon (no channel set): {link} is the contact form. */
    closingForm: "Vuoi prenotare o hai una domanda? {link} e ti risponderemo al più presto.",
    closingFormLink: "Scrivici dal modulo di contatto",
  },
  rental: {
    helmet: {
      title: "Casco",
      price: "{rentalHelmet} USD / giorno",
      tooltip: "Casco da arrampicata e alpinismo, regolabile per adattarsi a ogni testa.",
    },
    rope: {
      title: "Corda dinamica",
      price: "{rentalRope} USD / giorno",
      tooltip: "Corda dinamica singola, disponibile in lunghezze da {ropeLengths} m.",
    },
    cord: {
      title: "Cordino con moschettone",
      price: "{rentalCord} USD / giorno",
      tooltip: "Uno spezzone di cordino con moschettone, per l’autobloccante di sicurezza in corda doppia o per costruire le soste.",
    },
    carabiner: {
      title: "Moschettone a ghiera",
      price: "{rentalCarabiner} USD / giorno",
      tooltip: "Moschettone con ghiera a vite per fare sicura, scendere in doppia e costruire le soste.",
    },
    anchor: {
      title: "Kit da sosta",
      price: "{rentalAnchor} USD / giorno",
      tooltip: "Fettucce e moschettoni a ghiera per allestire una sosta.",
    },
    harness: {
      title: "Imbrago",
      price: "{rentalHarness} USD / giorno",
      tooltip: "Imbrago da arrampicata regolabile con porta materiali, per l’arrampicata sportiva, tradizionale e in montagna.",
    },
    quickdraws: {
      title: "Rinvii",
      price: "{rentalQuickdrawSet} USD / giorno il set da {quickdrawSetSize}, oppure {rentalQuickdrawSingle} USD / giorno l’uno",
      tooltip: "Rinvii da arrampicata sportiva, a noleggio in set da {quickdrawSetSize} o singolarmente.",
    },
    belay: {
      title: "Assicuratore",
      price: "{rentalBelay} USD / giorno",
      tooltip: "Assicuratore a bloccaggio assistito o tubolare, con il suo moschettone a ghiera.",
    },
    shoes: {
      title: "Scarpette d’arrampicata",
      price: "{rentalShoes} USD / giorno",
      tooltip: "Scarpette comode, dal numero {shoeSizeMin} al {shoeSizeMax}.",
    },
    rappel: {
      title: "Discensore",
      price: "{rentalRappel} USD / giorno",
      tooltip: "Discensore a otto per la corda doppia.",
    },
    clipstick: {
      title: "Asta per rinvii",
      price: "{rentalClipstick} USD / giorno",
      tooltip: "Asta telescopica per moschettonare il primo rinvio da terra, in lunghezze da {clipStickLengths}.",
    },
    crampons: {
      title: "Ramponi",
      price: "{rentalCrampons} USD / giorno",
      tooltip: "Ramponi in acciaio per neve e ghiaccio, regolabili sugli scarponi da montagna.",
    },
    tent: {
      title: "Tenda grande",
      price: "{rentalTent} USD / giorno",
      tooltip: "Tenda grande quattro stagioni per campeggiare in montagna.",
    },
    sleepingbag: {
      title: "Sacco a pelo",
      price: "{rentalSleepingbag} USD / giorno",
      tooltip: "Sacco a pelo caldo per le notti fredde in rifugio o in tenda.",
    },
  },
  team: {
    roles: {
      leader: "Responsabile del team",
      guide: "Guida di arrampicata e alpinismo",
    },
    bios: {
      martin:
        "Martín ha fondato il team dopo più di quindici anni di arrampicate al Frey e di salite guidate sui vulcani della Patagonia settentrionale. Coordina il team, progetta ogni programma e passa ancora gran parte della stagione sulla roccia. È convinto che una bella giornata in montagna cominci molto prima dell’avvicinamento, con una pianificazione accurata e consigli sinceri.",
      lucia:
        "Lucía ha scoperto l’arrampicata da ragazza, nelle falesie intorno a Bariloche, e da allora non ha più smesso. Accompagna i clienti sulle vie a più tiri, tiene i corsi di arrampicata e adora vedere un principiante che si lega per la prima volta. Tra un gruppo e l’altro arrampica nei canyon del Chubut e, d’estate, sul granito del Frey.",
      joaquin:
        "Joaquín è una guida di alta montagna e conosce il Lanín e i vulcani del Neuquén in ogni stagione. Calmo e paziente, è la persona che vorresti al tuo fianco in una lunga giornata di vetta. Insegna anche la tecnica su neve e l’uso dei ramponi.",
      valentina:
        "Valentina accompagna in arrampicata su roccia e nei trekking, e coordina i nostri viaggi a Piedra Parada. Infermiera di formazione, si occupa del primo soccorso nelle uscite più lunghe e del benessere del gruppo, dal passo giusto durante l’avvicinamento a una bevanda calda in sosta.",
      tomas:
        "Tomás accompagna giornate di arrampicata e battesimi della roccia. È cresciuto a Bariloche e conosce ogni falesia intorno alla città.",
    },
  },
  payment: {
    title: "Prenota la tua avventura",
    text: "Una volta confermate le tue date e la disponibilità, puoi pagare con le opzioni qui sotto.",
    textLater: "Una volta confermate le tue date e la disponibilità, ti diremo come pagare.",
    cashNote: "Paghi in contanti? Chiedici degli sconti speciali per chi paga in contanti.",
  },
} satisfies SeedTexts;
