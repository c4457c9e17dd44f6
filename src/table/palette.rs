//! Seat colours that stay apart for the common colour-vision deficiencies, each paired with a
//! mark (a shape drawn beside the seat's name and on its mat), and the colour science that checks
//! them: Machado et al. (2009) dichromacy simulation and the CIEDE2000 colour difference.

/// The shape that marks a seat wherever its colour does, so no one needs the colour alone.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SeatMark {
    Circle,
    Triangle,
    Square,
    Diamond,
    Star,
    Cross,
}

/// Seat colours offered by default, in seat order, with their marks: the
/// Okabe–Ito colours (vermillion, blue, yellow, bluish green, reddish purple, sky blue), chosen
/// because they stay apart in protanopia, deuteranopia and tritanopia (see the tests).
pub const PALETTE: [([u8; 3], SeatMark); 6] = [
    ([213, 94, 0], SeatMark::Circle),
    ([0, 114, 178], SeatMark::Triangle),
    ([240, 228, 66], SeatMark::Square),
    ([0, 158, 115], SeatMark::Diamond),
    ([204, 121, 167], SeatMark::Star),
    ([86, 180, 233], SeatMark::Cross),
];

/// The chips' body colours (10: light silver, 50: charcoal), which must never read as a seat's colour.
pub const CHIP_RGB: [[u8; 3]; 2] = [[200, 202, 208], [20, 20, 26]];

/// The mark of a seat of colour `rgb`: a game's own seat colour's, else its palette colour's or
/// the nearest palette colour's (a colour from an older settings file).
pub fn seat_mark(rgb: [u8; 3]) -> SeatMark {
    for game in crate::table::table_game::every_game() {
        if let Some(i) = game.seat_colors.iter().position(|&c| c == rgb) {
            return game.seat_marks[i % game.seat_marks.len().max(1)];
        }
    }
    let lab = lab(rgb);
    PALETTE
        .iter()
        .min_by(|a, b| ciede2000(lab, self::lab(a.0)).total_cmp(&ciede2000(lab, self::lab(b.0))))
        .map_or(SeatMark::Circle, |&(_, mark)| mark)
}

/// A colour-vision deficiency, simulated at full severity.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Vision {
    Typical,
    Protanopia,
    Deuteranopia,
    Tritanopia,
}

impl Vision {
    pub const ALL: [Vision; 4] = [Vision::Typical, Vision::Protanopia, Vision::Deuteranopia, Vision::Tritanopia];

    /// Machado, Oliveira and Fernandes (2009), severity 1.0, on linear RGB.
    fn matrix(self) -> [[f64; 3]; 3] {
        match self {
            Vision::Typical => [[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]],
            Vision::Protanopia => {
                [[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216], [-0.003882, -0.048116, 1.051998]]
            }
            Vision::Deuteranopia => {
                [[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.011820, 0.042940, 0.968881]]
            }
            Vision::Tritanopia => {
                [[1.255528, -0.076749, -0.178779], [-0.078411, 0.930809, 0.147602], [0.004733, 0.691367, 0.303900]]
            }
        }
    }

    /// How `rgb` (sRGB) looks with this vision, as CIELAB.
    pub fn seen(self, rgb: [u8; 3]) -> [f64; 3] {
        let linear = rgb.map(|c| {
            let c = f64::from(c) / 255.0;
            if c <= 0.04045 { c / 12.92 } else { ((c + 0.055) / 1.055).powf(2.4) }
        });
        let m = self.matrix();
        let sim: [f64; 3] = std::array::from_fn(|r| (0..3).map(|k| m[r][k] * linear[k]).sum::<f64>().clamp(0.0, 1.0));
        lab_of_linear(sim)
    }
}

/// CIELAB (D65) of an sRGB colour.
pub fn lab(rgb: [u8; 3]) -> [f64; 3] {
    Vision::Typical.seen(rgb)
}

fn lab_of_linear([r, g, b]: [f64; 3]) -> [f64; 3] {
    let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047;
    let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b;
    let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883;
    let f = |t: f64| if t > 216.0 / 24389.0 { t.cbrt() } else { (24389.0 / 27.0 * t + 16.0) / 116.0 };
    let (fx, fy, fz) = (f(x), f(y), f(z));
    [116.0 * fy - 16.0, 500.0 * (fx - fy), 200.0 * (fy - fz)]
}

/// The CIEDE2000 colour difference between two CIELAB colours (Sharma, Wu and Dalal, 2005).
pub fn ciede2000([l1, a1, b1]: [f64; 3], [l2, a2, b2]: [f64; 3]) -> f64 {
    let deg = |r: f64| r.to_degrees();
    let rad = |d: f64| d.to_radians();
    let c_bar = (a1.hypot(b1) + a2.hypot(b2)) / 2.0;
    let g = 0.5 * (1.0 - (c_bar.powi(7) / (c_bar.powi(7) + 25f64.powi(7))).sqrt());
    let (a1p, a2p) = (a1 * (1.0 + g), a2 * (1.0 + g));
    let (c1p, c2p) = (a1p.hypot(b1), a2p.hypot(b2));
    let hue = |b: f64, a: f64| if b == 0.0 && a == 0.0 { 0.0 } else { deg(b.atan2(a)).rem_euclid(360.0) };
    let (h1p, h2p) = (hue(b1, a1p), hue(b2, a2p));
    let dl = l2 - l1;
    let dc = c2p - c1p;
    let dh = if c1p * c2p == 0.0 {
        0.0
    } else if (h2p - h1p).abs() <= 180.0 {
        h2p - h1p
    } else if h2p <= h1p {
        h2p - h1p + 360.0
    } else {
        h2p - h1p - 360.0
    };
    let dhh = 2.0 * (c1p * c2p).sqrt() * (rad(dh) / 2.0).sin();
    let l_bar = (l1 + l2) / 2.0;
    let cp_bar = (c1p + c2p) / 2.0;
    let hp_bar = if c1p * c2p == 0.0 {
        h1p + h2p
    } else if (h1p - h2p).abs() <= 180.0 {
        (h1p + h2p) / 2.0
    } else if h1p + h2p < 360.0 {
        (h1p + h2p + 360.0) / 2.0
    } else {
        (h1p + h2p - 360.0) / 2.0
    };
    let t = 1.0 - 0.17 * (rad(hp_bar - 30.0)).cos()
        + 0.24 * (rad(2.0 * hp_bar)).cos()
        + 0.32 * (rad(3.0 * hp_bar + 6.0)).cos()
        - 0.20 * (rad(4.0 * hp_bar - 63.0)).cos();
    let d_theta = 30.0 * (-((hp_bar - 275.0) / 25.0).powi(2)).exp();
    let rc = 2.0 * (cp_bar.powi(7) / (cp_bar.powi(7) + 25f64.powi(7))).sqrt();
    let sl = 1.0 + 0.015 * (l_bar - 50.0).powi(2) / (20.0 + (l_bar - 50.0).powi(2)).sqrt();
    let sc = 1.0 + 0.045 * cp_bar;
    let sh = 1.0 + 0.015 * cp_bar * t;
    let rt = -(2.0 * rad(d_theta)).sin() * rc;
    ((dl / sl).powi(2) + (dc / sc).powi(2) + (dhh / sh).powi(2) + rt * (dc / sc) * (dhh / sh)).sqrt()
}

/// The smallest difference between any two of `colours` for `vision`, with the pair.
pub fn closest_pair(colours: &[[u8; 3]], vision: Vision) -> (f64, usize, usize) {
    let mut best = (f64::INFINITY, 0, 0);
    for i in 0..colours.len() {
        for j in i + 1..colours.len() {
            let d = ciede2000(vision.seen(colours[i]), vision.seen(colours[j]));
            if d < best.0 {
                best = (d, i, j);
            }
        }
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Pairs from Sharma, Wu and Dalal's CIEDE2000 test data.
    #[test]
    fn ciede2000_matches_the_published_test_data() {
        let cases = [
            ([50.0, 2.6772, -79.7751], [50.0, 0.0, -82.7485], 2.0425),
            ([50.0, -1.3802, -84.2814], [50.0, 0.0, -82.7485], 1.0000),
            ([50.0, 2.5, 0.0], [73.0, 25.0, -18.0], 27.1492),
            ([60.2574, -34.0099, 36.2677], [60.4626, -34.1751, 39.4387], 1.2644),
            ([22.7233, 20.0904, -46.6940], [23.0331, 14.9730, -42.5619], 2.0373),
        ];
        for (a, b, want) in cases {
            let got = ciede2000(a, b);
            assert!((got - want).abs() < 1e-3, "{a:?} {b:?}: {got} != {want}");
        }
    }

    #[test]
    fn lab_of_known_colours() {
        let white = lab([255, 255, 255]);
        assert!((white[0] - 100.0).abs() < 0.01 && white[1].abs() < 0.01 && white[2].abs() < 0.01, "{white:?}");
        let red = lab([255, 0, 0]);
        assert!((red[0] - 53.24).abs() < 0.05 && (red[1] - 80.09).abs() < 0.05, "{red:?}");
    }

    /// Every two seat colours differ by at least this (CIEDE2000) in each vision; 10 is a difference
    /// seen at a glance across a table.
    const SEAT_APART_DE: f64 = 10.0;

    #[test]
    fn seat_colours_stay_apart_in_every_vision() {
        let palette: Vec<[u8; 3]> = PALETTE.iter().map(|p| p.0).collect();
        let own = crate::table::table_game::every_game().map(|g| ("a game's own", g.seat_colors.to_vec()));
        for (set, colours) in std::iter::once(("palette", palette)).chain(own) {
            for vision in Vision::ALL {
                let (d, i, j) = closest_pair(&colours, vision);
                assert!(d >= SEAT_APART_DE, "{set}, {vision:?}: colours {i} and {j} differ by only {d:.1}");
            }
        }
    }

    #[test]
    fn chips_never_read_as_a_seat_colour() {
        for vision in Vision::ALL {
            for chip in CHIP_RGB {
                let own = crate::table::table_game::every_game().flat_map(|g| g.seat_colors.iter().copied());
                for seat in PALETTE.iter().map(|p| p.0).chain(own) {
                    let d = ciede2000(vision.seen(chip), vision.seen(seat));
                    assert!(d >= SEAT_APART_DE, "{vision:?}: chip {chip:?} is {d:.1} from seat {seat:?}");
                }
            }
        }
    }

    #[test]
    fn every_seat_has_its_own_mark() {
        let marks: Vec<SeatMark> = PALETTE.iter().map(|p| p.1).collect();
        for (i, m) in marks.iter().enumerate() {
            assert!(!marks[..i].contains(m), "{m:?} twice");
            assert_eq!(seat_mark(PALETTE[i].0), *m);
        }
        for game in crate::table::table_game::every_game() {
            assert_eq!(game.seat_colors.len(), game.seat_marks.len(), "a mark for each of a game's own colours");
            for (&rgb, &mark) in game.seat_colors.iter().zip(game.seat_marks) {
                assert_eq!(seat_mark(rgb), mark);
            }
        }
        // An old colour takes the nearest palette colour's mark: the old red is nearest vermillion.
        assert_eq!(seat_mark([220, 60, 50]), SeatMark::Circle);
    }
}
