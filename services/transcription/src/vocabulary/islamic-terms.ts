/**
 * Islamic terms the offline speech engine should know, in the format staff use for their own
 * list (VOCABULARY_FILE): one term a line, its written form first, then other spellings, commas
 * between. The written form is how the term appears in transcripts; every other spelling is
 * how people also write (and so say) it: each adds a pronunciation, and each is written back
 * in the written form. Pronunciations come from the spellings (pronounce.ts); a spelling may be
 * followed by an exact one in brackets, in the US English model's phones: Quran [K ER AA N].
 * '#' starts a comment. The 114 surah names come from references/surahs.ts.
 */
export const ISLAMIC_TERMS = `
# God, revelation and the sciences of the religion
Allah
Quran, Qur'an, Koran, Quraan [K ER AA N]
hadith, hadeeth, ahadith
Sunnah, sunna
tafsir, tafseer
fiqh, fiqah [F IH K]
aqidah, aqeedah, aqida
seerah, sirah, sira
tawhid, tawheed, tauhid
tajweed, tajwid
usul, usool
shariah, sharia, shari'ah, shariat
ijma, ijmaa
qiyas
ijtihad
taqlid, taqleed
madhhab, madhab, mazhab
isnad
matn
sahih, saheeh
daif, da'if, da'eef
mutawatir
mawdu, mawdoo
ayah, aya, ayat
surah, sura, soorah
juz
mushaf
tilawah, tilawa
hafiz, hafidh
qari
wahy
# Belief
iman, eeman
ihsan
islam
taqwa
tawakkul
sabr
shukr
ikhlas
niyyah, niyya, niyah
akhirah, aakhirah, akhira
dunya, duniya
jannah, janna
jahannam
barzakh
qiyamah, qiyama
malaikah, malaika
jinn
shaytan, shaitan, shaytaan
iblis, iblees
ruh
nafs
qalb
qadr, qadar
shirk
kufr
kafir, kaafir
munafiq
nifaq
bidah, bid'ah, bidaa
fitnah, fitna
tawbah, tawba, tauba
istighfar
rahmah, rahma
barakah, baraka
ummah, umma
deen
# Worship
salah, salat, salaah
zakat, zakah, zakaat
sawm, siyam
Hajj
umrah, umra
dua, du'a, duaa
dhikr, zikr, thikr
wudu, wudhu, wuzu
ghusl
tayammum
adhan, azan, athan
iqamah, iqama
qiblah, qibla
rakah, rak'ah, raka
rakat, raka'at
sujud, sujood
ruku, rukoo
tashahhud
takbir, takbeer
tasbih, tasbeeh
tahajjud
tarawih, taraweeh
witr
qiyam
fajr, fajar
dhuhr, zuhr, duhr
asr
maghrib
isha
jumuah, jumu'ah, jummah, juma
khutbah, khutba
iftar
suhoor, suhur, sehri
sadaqah, sadaqa
halal
haram
makruh, makrooh
mustahabb, mustahab
fard, fardh, farz
wajib
mubah
adab
akhlaq, akhlaaq
# Places, months and days
Makkah, Mecca
Madinah, Medina
Kaaba, Ka'bah, Kabah
Zamzam
Safa
Marwah, Marwa
Arafah, Arafat
Mina
Muzdalifah
Quds
Aqsa
Hira
Badr
Uhud
Khandaq
Hudaybiyyah, Hudaibiya
Tabuk
Khaybar, Khaibar
Taif
Hijrah, Hijra
Ramadan, Ramadhan, Ramzan
Muharram
Safar
Rajab
Shaban, Sha'ban
Shawwal
Ashura, Ashoora
Eid
# Prophets and the people around them
Muhammad, Mohammed, Muhammed
Adam
Nuh
Ibrahim
Ismail, Isma'il
Ishaq
Yaqub, Ya'qub, Yaqoob
Yusuf, Yousuf
Ayyub, Ayub
Yunus, Younus
Musa
Harun, Haroon
Dawud, Dawood
Sulayman, Sulaiman
Ilyas
Zakariyya, Zakariya
Yahya
Isa, Eesa
Idris
Hud
Salih, Saleh
Shuayb, Shu'ayb
Lut
Maryam
Jibril, Jibreel
Mikail, Mikaeel
Luqman
Abu Bakr, Abu Bakar
Umar, Omar
Uthman, Usman
Ali
Khadijah, Khadija
Aishah, Aisha, Ayesha
Fatimah, Fatima
Husayn, Husain, Hussein
Hasan al-Basri
Bilal
Abu Hurayrah, Abu Hurairah, Abu Huraira
Anas
Ibn Abbas
Ibn Masud, Ibn Mas'ud
Ibn Umar
Muadh, Mu'adh
Khalid
Hamzah, Hamza
Abbas
Zayd, Zaid
Salman
Abu Dharr, Abu Dhar
Ammar
Hafsah, Hafsa
Talhah, Talha
Zubayr, Zubair
Sahabah, sahaba
tabiin, tabi'in
salaf
ulama, ulema
alim, aalim
imam
sheikh, shaykh, shaikh
mufti
qadi, qazi
khalifah, khalifa
# Scholars and their books
Bukhari
Muslim
Abu Dawud, Abu Dawood
Tirmidhi
Nasai, Nasa'i
Ibn Majah, Ibn Maajah
Muwatta, Muwatta'
Musnad
Sunan
Riyad as-Salihin, Riyadh as-Saliheen
Nawawi
Malik
Ahmad
Shafi'i, Shafii
Abu Hanifah, Abu Hanifa
Hanafi
Maliki
Hanbali
Ibn Taymiyyah, Ibn Taymiyya
Ibn Qayyim
Ibn Kathir, Ibn Katheer
Tabari
Qurtubi
Ghazali
Ibn Hajar
Asqalani
Suyuti
Dhahabi
Ibn Rajab
Bayhaqi
Tabarani
Ibn Hibban
Ibn Khaldun
Sufyan
Thawri
# Phrases said in lectures
Bismillah
Alhamdulillah, al-hamdu lillah
SubhanAllah, subhan allah
MashaAllah, mashallah, masha allah
InshaAllah, inshallah, insha allah
Allahu akbar
la ilaha illallah
Astaghfirullah
JazakAllah, jazakallah
assalamu alaikum, assalamu alaykum, as-salamu alaykum
wa alaikum salam, wa alaykum as-salam
sallallahu alayhi wa sallam, sallallahu alaihi wasallam
alayhis salam, alaihis salam
radiyallahu anhu, radhiallahu anhu
radiyallahu anha, radhiallahu anha
rahimahullah
subhanahu wa taala, subhanahu wa ta'ala
barakAllahu feekum, barakallahu feekum
ameen
Ar-Rahman
Ar-Rahim, ar-raheem
`;
