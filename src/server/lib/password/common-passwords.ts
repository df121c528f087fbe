// The most used passwords of public breach corpora (6+ characters, lower-cased), refused at
// registration and reset: they fall to the first guesses of any credential-stuffing run.
export const COMMON_PASSWORDS = new Set(
  `123456 password 12345678 qwerty 123456789 12345 1234567 111111 123123 abc123 1234567890
  password1 iloveyou 000000 qwerty123 1q2w3e4r 123321 654321 666666 987654321 121212 555555
  dragon monkey letmein football baseball basketball soccer hockey master sunshine princess
  welcome shadow superman batman trustno1 passw0rd password123 qwertyuiop asdfghjkl zxcvbnm
  michael jennifer jordan23 hunter2 charlie starwars whatever freedom computer internet
  killer secret ginger summer flower hello123 access admin123 administrator login123 loveme
  1qaz2wsx qazwsx q1w2e3r4 q1w2e3r4t5 zaq12wsx 123qwe qwe123 aa123456 a123456 abcd1234
  112233 123654 159753 147258369 7777777 888888 999999 101010 131313 123abc abcdef
  pokemon mustang access14 buster thomas tigger robert daniel andrew joshua matthew
  yankees cowboys eagles steelers lakers packers liverpool arsenal chelsea barcelona
  changeme default testing test123 test1234 passpass mypassword iloveyou1 lovely
  696969 asdfgh asdf1234 azerty 11111111 00000000 12341234 123456a 1234qwer
  nicole daniel1 jessica ashley michelle amanda anthony hannah samantha
  fuckyou biteme 654321a football1 baseball1 soccer1 hockey1 letmein1 welcome1`
    .split(/\s+/)
    .filter((p) => p.length >= 6),
);
