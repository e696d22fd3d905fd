package evm

// The gas schedule of EIP-2537 ("Gas schedule" and its "Discounts" table),
// as in the final text of the EIP and go-ethereum v1.17.10's
// params/protocol_params.go, which the vectors' Gas fields follow.
const (
	G1AddGas            = 375   // BLS12_G1ADD
	G2AddGas            = 600   // BLS12_G2ADD
	G1MulGas            = 12000 // one G1 multiplication, the c of G1MSM's price
	G2MulGas            = 22500 // one G2 multiplication, the c of G2MSM's price
	PairingBaseGas      = 37700 // BLS12_PAIRING_CHECK, per call
	PairingPerPairGas   = 32600 // BLS12_PAIRING_CHECK, per pair
	MapFpToG1Gas        = 5500  // BLS12_MAP_FP_TO_G1
	MapFp2ToG2Gas       = 23800 // BLS12_MAP_FP2_TO_G2
	msmDiscountMultiple = 1000  // the discounts are in thousandths
)

// g1Discount[k−1] is the discount of a G1MSM of k pairs, in thousandths,
// for k ≤ 128; larger MSMs take the last one (519). From EIP-2537's table.
var g1Discount = [128]uint16{
	1000, 949, 848, 797, 764, 750, 738, 728, 719, 712, 705, 698, 692, 687, 682, 677,
	673, 669, 665, 661, 658, 654, 651, 648, 645, 642, 640, 637, 635, 632, 630, 627,
	625, 623, 621, 619, 617, 615, 613, 611, 609, 608, 606, 604, 603, 601, 599, 598,
	596, 595, 593, 592, 591, 589, 588, 586, 585, 584, 582, 581, 580, 579, 577, 576,
	575, 574, 573, 572, 570, 569, 568, 567, 566, 565, 564, 563, 562, 561, 560, 559,
	558, 557, 556, 555, 554, 553, 552, 551, 550, 549, 548, 547, 547, 546, 545, 544,
	543, 542, 541, 540, 540, 539, 538, 537, 536, 536, 535, 534, 533, 532, 532, 531,
	530, 529, 528, 528, 527, 526, 525, 525, 524, 523, 522, 522, 521, 520, 520, 519,
}

// g2Discount[k−1] is the discount of a G2MSM of k pairs, in thousandths,
// for k ≤ 128; larger MSMs take the last one (524). From EIP-2537's table.
var g2Discount = [128]uint16{
	1000, 1000, 923, 884, 855, 832, 812, 796, 782, 770, 759, 749, 740, 732, 724, 717,
	711, 704, 699, 693, 688, 683, 679, 674, 670, 666, 663, 659, 655, 652, 649, 646,
	643, 640, 637, 634, 632, 629, 627, 624, 622, 620, 618, 615, 613, 611, 609, 607,
	606, 604, 602, 600, 598, 597, 595, 593, 592, 590, 589, 587, 586, 584, 583, 582,
	580, 579, 578, 576, 575, 574, 573, 571, 570, 569, 568, 567, 566, 565, 563, 562,
	561, 560, 559, 558, 557, 556, 555, 554, 553, 552, 552, 551, 550, 549, 548, 547,
	546, 545, 545, 544, 543, 542, 541, 541, 540, 539, 538, 537, 537, 536, 535, 535,
	534, 533, 532, 532, 531, 530, 530, 529, 528, 528, 527, 526, 526, 525, 524, 524,
}

// G1AddGasCost returns the price of BLS12_G1ADD, whatever the input.
func G1AddGasCost([]byte) uint64 { return G1AddGas }

// G2AddGasCost returns the price of BLS12_G2ADD, whatever the input.
func G2AddGasCost([]byte) uint64 { return G2AddGas }

// G1MSMGasCost returns the price of BLS12_G1MSM on input: k·12000·d(k)/1000
// for its k = ⌊len(input)/160⌋ pairs, 0 for k = 0.
func G1MSMGasCost(input []byte) uint64 {
	return msmGas(len(input)/G1MSMPairSize, G1MulGas, &g1Discount)
}

// G2MSMGasCost returns the price of BLS12_G2MSM on input: k·22500·d(k)/1000
// for its k = ⌊len(input)/288⌋ pairs, 0 for k = 0.
func G2MSMGasCost(input []byte) uint64 {
	return msmGas(len(input)/G2MSMPairSize, G2MulGas, &g2Discount)
}

// msmGas returns k·mul·d(k)/1000 for the discount table d.
func msmGas(k int, mul uint64, d *[128]uint16) uint64 {
	if k == 0 {
		return 0
	}
	disc := uint64(d[min(k, len(d))-1])
	return uint64(k) * mul * disc / msmDiscountMultiple
}

// PairingCheckGasCost returns the price of BLS12_PAIRING_CHECK on input:
// 32600·k + 37700 for its k = ⌊len(input)/384⌋ pairs.
func PairingCheckGasCost(input []byte) uint64 {
	return PairingBaseGas + uint64(len(input)/PairingPairSize)*PairingPerPairGas
}

// MapFpToG1GasCost returns the price of BLS12_MAP_FP_TO_G1, whatever the
// input.
func MapFpToG1GasCost([]byte) uint64 { return MapFpToG1Gas }

// MapFp2ToG2GasCost returns the price of BLS12_MAP_FP2_TO_G2, whatever the
// input.
func MapFp2ToG2GasCost([]byte) uint64 { return MapFp2ToG2Gas }
