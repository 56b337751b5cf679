use std::io::Read;
use tianyuan::*;
fn main() {
    let mut s = String::new();
    std::io::stdin().read_to_string(&mut s).unwrap();
    let tm = if std::env::args().nth(1).as_deref() == Some("w") {
        Color::White
    } else {
        Color::Black
    };
    let b = Board::from_ascii(&s).unwrap();
    let e = estimate_life(&b, tm, &LifeOptions::default()).unwrap();
    let w = b.size().width();
    for (i, o) in e.ownership().iter().enumerate() {
        print!("{:5.2}", o);
        if i % w == w - 1 {
            println!();
        }
    }
    for c in e.chains() {
        println!(
            "{:?} {:?} {:.2} {} {:?}",
            c.color,
            c.status,
            c.ownership,
            c.certain,
            c.stones
                .points(b.size())
                .map(|p| (p.row, p.col))
                .collect::<Vec<_>>()
        );
    }
}
